// Finds the system programs the tests and benchmarks drive (Chromium for the browser journeys and Lighthouse,
// redis-server for the chat adapter tests and the cluster, nginx as the cluster's reverse proxy). Playwright's own
// browser download cannot run on these machines, so all come from Debian's packages, installed with apt when we are root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PROGRAMS = {
  chromium: {
    candidates: [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    aptPackages: ['chromium', 'fonts-dejavu-core'],
    hint: 'or set CHROME_PATH to a Chromium/Chrome binary',
  },
  redis: {
    candidates: [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server'],
    aptPackages: ['redis-server'],
    hint: 'or set REDIS_SERVER_PATH to a redis-server binary',
  },
  nginx: {
    candidates: [process.env.NGINX_PATH, '/usr/sbin/nginx'],
    aptPackages: ['nginx-light'],
    hint: 'or set NGINX_PATH to an nginx binary',
  },
  xmllint: {
    candidates: [process.env.XMLLINT_PATH, '/usr/bin/xmllint'],
    aptPackages: ['libxml2-utils'],
    hint: 'or set XMLLINT_PATH to an xmllint binary',
  },
};

let aptUpdated = false;

/** @param {string[]} args */
function apt(args) {
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** @param {string[]} packages */
function installWithApt(packages) {
  if (!aptUpdated) apt(['update']);
  aptUpdated = true;
  apt(['install', '-y', '--no-install-recommends', ...packages]);
}

/**
 * The path of the program, installing its Debian package first when it is missing and we are root.
 * @param {keyof typeof PROGRAMS} name
 */
export function ensureProgram(name) {
  const { candidates, aptPackages, hint } = PROGRAMS[name];
  const find = () => candidates.find((path) => path && existsSync(path));
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `This needs ${name}. Install it with \`sudo apt-get install -y ${aptPackages.join(' ')}\` (${hint}) and run the command again.`,
    );
  }
  console.log(`${name} is missing: installing ${aptPackages.join(', ')} with apt-get ...`);
  installWithApt(aptPackages);
  const installed = find();
  if (!installed) throw new Error(`apt-get finished but no ${name} binary was found.`);
  return installed;
}
