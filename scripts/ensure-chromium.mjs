// Makes sure a Chromium for the browser tests exists. Playwright's own browser download cannot
// run on these machines, so we use Debian's package, installed with apt when we are root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

function findChromium() {
  return candidates.find((path) => existsSync(path));
}

function installWithApt() {
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update']);
  run(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium` ' +
        '(or set CHROME_PATH to a Chromium/Chrome binary) and run `npm test` again.',
    );
  }
  console.log('Chromium is missing: installing Debian\'s chromium package with apt-get ...');
  installWithApt();
  const installed = findChromium();
  if (!installed) throw new Error('apt-get finished but no Chromium binary was found at /usr/bin/chromium.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
