import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../src/dev/dev-server.js';
import { REPO_ROOT } from '../helpers/build-fixture.js';
import buildSetup from './global-setup.js';

/**
 * The same browser specs of the page shell, against `docsgen serve`: the built site is still made
 * (a few specs read its files, e.g. the sitemap), but `siteUrl` is the dev server's, so every page
 * the specs visit is rendered by the dev server.
 */
export default async function setup(project: TestProject) {
  const teardownBuild = await buildSetup(project);
  const server = await startDevServer({ root: REPO_ROOT, port: 0, host: '127.0.0.1' });
  project.provide('siteUrl', server.url);
  project.provide('siteMode', 'serve');
  return async () => {
    await server.close();
    await teardownBuild();
  };
}
