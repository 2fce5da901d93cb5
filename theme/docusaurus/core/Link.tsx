export { default } from '../Link.js';
