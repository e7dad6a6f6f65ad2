import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './product.ts';

const HERE = path.join(import.meta.dirname, 'wordpress');
const WORDPRESS = '/usr/share/wordpress';
const CONFIG = '/etc/wordpress/config-geulgam.php';
const DB_HOST = process.env.WORDPRESS_DB_HOST ?? '127.0.0.1';
const DB_PORT = process.env.WORDPRESS_DB_PORT ?? '3306';

export interface WordpressSite {
  url: string;
  username: string;
  applicationPassword: string;
  /** The host:port the product must be allowed to reach (WORDPRESS_ALLOW_HOSTS). */
  hostPort: string;
  stop(): Promise<void>;
}

/** Why a real WordPress cannot run here, or null when it can (Debian's wordpress, php-cli, php-mysql, MariaDB). */
export function wordpressMissing(): string | null {
  if (!existsSync(path.join(WORDPRESS, 'wp-load.php'))) return 'Debian package "wordpress" is not installed';
  try {
    execFileSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']);
  } catch {
    return 'php-cli with php-mysql is not installed';
  }
  try {
    execFileSync('mysql', ['-h', DB_HOST, '-P', DB_PORT, '-uroot', '-e', 'select 1'], { stdio: 'ignore' });
  } catch {
    return `MariaDB is not reachable on ${DB_HOST}:${DB_PORT} as root`;
  }
  return null;
}

const sql = (statement: string) =>
  execFileSync('mysql', ['-h', DB_HOST, '-P', DB_PORT, '-uroot', '-e', statement], { stdio: 'pipe' });

/**
 * A throwaway WordPress site: its own MariaDB database and content folder, served by PHP's built-in server on
 * loopback, installed non-interactively with an editor who has an application password.
 */
export async function startWordpress(): Promise<WordpressSite> {
  const port = await freePort();
  const hostPort = `127.0.0.1:${port}`;
  const database = `geulgam_wp_${randomBytes(4).toString('hex')}`;
  const content = mkdtempSync(path.join(os.tmpdir(), 'geulgam-wp-'));
  mkdirSync(path.join(content, 'uploads'));
  symlinkSync(path.join(WORDPRESS, 'wp-content/themes'), path.join(content, 'themes'));
  mkdirSync(path.dirname(CONFIG), { recursive: true });
  if (
    !existsSync(CONFIG) ||
    readFileSync(CONFIG, 'utf8') !== readFileSync(path.join(HERE, 'config-geulgam.php'), 'utf8')
  ) {
    copyFileSync(path.join(HERE, 'config-geulgam.php'), CONFIG);
  }
  sql(`create database ${database} character set utf8mb4 collate utf8mb4_unicode_ci`);

  const env = {
    ...process.env,
    GEULGAM_WP_DB: database,
    GEULGAM_WP_DB_HOST: `${DB_HOST}:${DB_PORT}`,
    GEULGAM_WP_CONTENT: content,
    GEULGAM_WP_HOST: hostPort,
    GEULGAM_WP_SALT: randomBytes(16).toString('hex'),
    GEULGAM_WP_ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  };
  const cleanUp = () => {
    try {
      sql(`drop database if exists ${database}`);
    } catch {
      // the database server went away; nothing left to drop
    }
    rmSync(content, { recursive: true, force: true });
  };
  let installed: { url: string; username: string; application_password: string };
  try {
    installed = JSON.parse(execFileSync('php', [path.join(HERE, 'install.php')], { env, encoding: 'utf8' }));
  } catch (error) {
    cleanUp();
    throw error;
  }

  const server: ChildProcess = spawn('php', ['-S', hostPort, '-t', WORDPRESS, path.join(HERE, 'router.php')], {
    env: { ...env, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: with workers, PHP forks children that a signal to the parent alone leaves running.
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, name);
    } catch {
      server.kill(name);
    }
  };
  let log = '';
  server.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`${installed.url}/wp-json/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      signal('SIGKILL');
      cleanUp();
      throw new Error(`WordPress did not start on ${hostPort}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url: installed.url,
    username: installed.username,
    applicationPassword: installed.application_password,
    hostPort,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        signal('SIGTERM');
        await exited;
      }
      cleanUp();
    },
  };
}
