/** `npm` commands as Yarn and pnpm write them (the cases Docusaurus's npm2yarn tabs show). */
type Manager = 'yarn' | 'pnpm';

const DEV = new Set(['-D', '--save-dev']);
const DROP = new Set(['--save', '-S']);

function convertCommand(command: string, to: Manager): string {
  const words = command.trim().split(/\s+/);
  if (words[0] !== 'npm') return command;
  const [, sub = '', ...rest] = words;
  const args = rest.filter((w) => !DROP.has(w)).map((w) => (DEV.has(w) ? (to === 'yarn' ? '--dev' : '--save-dev') : w));
  const global = args.includes('-g') || args.includes('--global');
  const plain = args.filter((w) => w !== '-g' && w !== '--global');
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  switch (sub) {
    case 'install':
    case 'i':
    case 'add':
      if (!plain.some((w) => !w.startsWith('-'))) return join(to === 'yarn' ? 'yarn' : 'pnpm install', ...plain);
      if (global) return to === 'yarn' ? join('yarn global add', ...plain) : join('pnpm add -g', ...plain);
      return join(`${to} add`, ...plain);
    case 'ci':
      return to === 'yarn' ? 'yarn install --frozen-lockfile' : 'pnpm install --frozen-lockfile';
    case 'uninstall':
    case 'un':
    case 'remove':
    case 'rm':
      return global && to === 'yarn' ? join('yarn global remove', ...plain) : join(`${to} remove`, ...(global ? ['-g'] : []), ...plain);
    case 'run':
    case 'run-script':
      return join(to === 'yarn' ? 'yarn' : 'pnpm run', ...plain.filter((w) => w !== '--'));
    case 'exec':
      return join(to === 'yarn' ? 'yarn' : 'pnpm exec', ...plain.filter((w) => w !== '--'));
    case 'init':
    case 'create':
      return join(`${to} ${sub === 'init' && plain.length && !plain[0]!.startsWith('-') ? 'create' : sub}`, ...plain);
    case 'test':
    case 't':
    case 'start':
    case 'stop':
    case 'restart':
      return join(`${to} ${sub === 't' ? 'test' : sub}`, ...plain);
    default:
      return join(to, sub, ...args);
  }
}

/** Converts every `npm …` line of a snippet; other lines (comments, output) are kept. */
export function npmToManager(code: string, to: Manager): string {
  return code
    .split('\n')
    .map((line) =>
      line
        .split('&&')
        .map((part) => (part.trim().startsWith('npm ') ? part.replace(/npm\s.*?(?=\s*$)/, (cmd) => convertCommand(cmd, to)) : part))
        .join('&&'),
    )
    .join('\n');
}
