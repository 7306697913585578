/**
 * The one Chromium the project drives, for Playwright (playwright.config.ts) and Lighthouse
 * (bench/lighthouse.ts). The first of these that exists wins (decision D51,
 * docs/decisions/d51-chromium-from-npm.md):
 * 1. `CHROMIUM_PATH`, when set and the file exists;
 * 2. Debian's `/usr/bin/chromium` (system fonts, and faster to start), unless `CHROMIUM_SKIP_DEBIAN=1`;
 * 3. the headless Chromium shipped inside the npm package `@sparticuz/chromium` (a devDependency, so
 *    `npm install` is the whole set-up), unpacked once into `node_modules/.cache/chromium/`.
 * Never a browser downloaded by `npx playwright install`: this machine reaches no such host.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const NPM_PACKAGE = '@sparticuz/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ResolvedChromium {
  path: string;
  /** Which rule chose it, for the line the e2e setup prints. */
  source: 'CHROMIUM_PATH' | 'debian' | `npm ${string}`;
  /** Variables the browser process needs on top of the caller's environment. */
  env: Record<string, string>;
}

/**
 * The resolution rules alone, with the file checks and the unpacking passed in (tested without touching
 * the disk in scripts/chromium-choice.test.ts).
 */
export function pickChromium(
  vars: { CHROMIUM_PATH?: string | undefined; CHROMIUM_SKIP_DEBIAN?: string | undefined },
  exists: (file: string) => boolean,
  fromNpm: () => ResolvedChromium,
): ResolvedChromium {
  const wanted = vars.CHROMIUM_PATH;
  if (wanted && exists(wanted)) return { path: wanted, source: 'CHROMIUM_PATH', env: {} };
  if (vars.CHROMIUM_SKIP_DEBIAN !== '1' && exists(DEBIAN_CHROMIUM)) {
    return { path: DEBIAN_CHROMIUM, source: 'debian', env: {} };
  }
  return fromNpm();
}

/** The folder of the installed npm package (its exports map hides package.json from `resolve`). */
function npmPackageDir(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(NPM_PACKAGE));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === NPM_PACKAGE
    ) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`${NPM_PACKAGE} has no package.json above its entry point`);
}

/** Unpacks a brotli-compressed tar into `into` (Debian's tar; the package's own unpacker is async). */
function untarBrotli(file: string, into: string): void {
  mkdirSync(into, { recursive: true });
  const result = spawnSync('tar', ['-x', '--no-same-owner', '-C', into], {
    input: brotliDecompressSync(readFileSync(file)),
  });
  if (result.status !== 0) throw new Error(`tar could not unpack ${file}: ${result.stderr.toString()}`);
}

/**
 * The package's browser, unpacked on first use into node_modules/.cache/chromium/<version>/: the
 * binary with SwiftShader's GL libraries beside it (where Chromium looks for them), NSS in lib/ (found
 * through LD_LIBRARY_PATH: a fresh Debian has no libnss3), and a fontconfig file that adds the
 * package's Open Sans to the system's fonts. Unpacked into a temporary folder and renamed, so two
 * processes starting at once never see half a browser.
 */
export function npmChromium(): ResolvedChromium {
  if (process.arch !== 'x64' || process.platform !== 'linux') {
    throw new Error(`${NPM_PACKAGE} ships a Linux x64 browser only: install Chromium and set CHROMIUM_PATH`);
  }
  let packageDir: string;
  try {
    packageDir = npmPackageDir();
  } catch (error) {
    throw new Error(`No Chromium: ${DEBIAN_CHROMIUM} is absent and ${NPM_PACKAGE} is not installed (run npm install)`, {
      cause: error,
    });
  }
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const dir = path.join(root, 'node_modules', '.cache', 'chromium', version);
  const binary = path.join(dir, 'chromium');
  if (!existsSync(binary)) {
    const bin = path.join(packageDir, 'bin');
    const staging = `${dir}.${process.pid}.tmp`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    writeFileSync(path.join(staging, 'chromium'), brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))), {
      mode: 0o755,
    });
    untarBrotli(path.join(bin, 'swiftshader.tar.br'), staging);
    untarBrotli(path.join(bin, 'al2023.tar.br'), staging);
    untarBrotli(path.join(bin, 'fonts.tar.br'), path.join(staging, 'font-pack'));
    writeFileSync(
      path.join(staging, 'fonts.conf'),
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
        '<fontconfig>',
        '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
        `  <dir>${path.join(dir, 'font-pack', 'fonts')}</dir>`,
        `  <cachedir>${path.join(dir, 'font-cache')}</cachedir>`,
        '</fontconfig>',
        '',
      ].join('\n'),
    );
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another process finished first: keep its copy.
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(binary)) throw error;
    }
  }
  const libraries = [path.join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return {
    path: binary,
    source: `npm ${NPM_PACKAGE}@${version}`,
    env: { LD_LIBRARY_PATH: libraries, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
  };
}

export const CHROMIUM = pickChromium(process.env, existsSync, npmChromium);
export const CHROMIUM_PATH = CHROMIUM.path;

/**
 * The environment to start a browser with: this process's, plus what the npm browser needs; undefined
 * (the launcher's default, this process's environment) when it needs nothing.
 */
export function chromiumEnv(chromium: ResolvedChromium = CHROMIUM): Record<string, string> | undefined {
  if (Object.keys(chromium.env).length === 0) return undefined;
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  return { ...env, ...chromium.env };
}

/** Headless in a container: no sandbox, GPU or /dev/shm, and no background downloads during a measure. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
] as const;
