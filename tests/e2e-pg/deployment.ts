import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The end-to-end run on PostgreSQL goes through the shipped nginx configuration
 * (deploy/nginx/balaca.conf), with only its ports and host name replaced, started by an
 * unprivileged nginx in a folder of its own.
 */
export const SHIPPED_CONFIG = resolve("deploy/nginx/balaca.conf");
/** The app processes' ports in the shipped file, in order. */
const SHIPPED_UPSTREAMS = ["127.0.0.1:3001", "127.0.0.1:3002", "127.0.0.1:3003"];

function replaceAll(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`${SHIPPED_CONFIG} no longer contains "${from}": update tests/e2e-pg/deployment.ts`);
  return text.split(from).join(to);
}

/** The shipped file with the test's ports: listens on 127.0.0.1:listenPort for host "localhost". */
export function testSiteConfig(shipped: string, listenPort: number, appPorts: readonly number[]): string {
  if (appPorts.length !== SHIPPED_UPSTREAMS.length) throw new Error(`the shipped file names ${SHIPPED_UPSTREAMS.length} app processes`);
  let site = replaceAll(shipped, "listen 80", `listen 127.0.0.1:${listenPort}`);
  site = replaceAll(site, "server_name balaca.example;", "server_name localhost;");
  SHIPPED_UPSTREAMS.forEach((upstream, index) => {
    site = replaceAll(site, `server ${upstream} `, `server 127.0.0.1:${appPorts[index]} `);
  });
  return site;
}

/** Debian's nginx, which is in /usr/sbin, off the PATH of users other than root. */
function nginxPath(): string {
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("nginx not found: install Debian's nginx package (apt-get install -y nginx)");
  }
}

/**
 * Writes nginx.conf for a foreground nginx whose every file (pid, logs, buffers) is under
 * `folder`, and returns the command that starts it.
 */
export function writeNginxConfig(folder: string, listenPort: number, appPorts: readonly number[]): string {
  mkdirSync(join(folder, "temp"), { recursive: true });
  writeFileSync(join(folder, "balaca.conf"), testSiteConfig(readFileSync(SHIPPED_CONFIG, "utf8"), listenPort, appPorts));
  const temp = (name: string) => `${name}_temp_path ${join(folder, "temp", name)};`;
  const main = [
    // Started by root (CI), nginx's workers would run as nobody, who cannot write this folder.
    process.getuid?.() === 0 ? "user root;" : "",
    "daemon off;",
    "worker_processes 1;",
    `pid ${join(folder, "nginx.pid")};`,
    `error_log ${join(folder, "error.log")} warn;`,
    "events { worker_connections 512; }",
    "http {",
    `  access_log ${join(folder, "access.log")};`,
    `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
    `  include ${join(folder, "balaca.conf")};`,
    "}",
    "",
  ].join("\n");
  const conf = join(folder, "nginx.conf");
  writeFileSync(conf, main);
  return `exec '${nginxPath()}' -p '${folder}' -c '${conf}' -e '${join(folder, "error.log")}'`;
}

/**
 * An app server's settings, as deploy/README.md sets them: the public origin is the proxy's,
 * one proxy hop is trusted, and the simulator and the mail outbox are chosen explicitly.
 */
export function appServerEnv(listenOn: number, databaseUrl: string, publicOrigin: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(listenOn),
    DATABASE_URL: databaseUrl,
    APP_ORIGIN: publicOrigin,
    TRUST_PROXY_HOPS: "1",
    // Few connections each: three servers and two job runners share the throw-away cluster.
    PG_POOL_MAX: "4",
    LOG_REQUESTS: "true",
    EPOINT_SIMULATOR: "true",
    MAIL_OUTBOX: "true",
    PASSWORD_HASH_COST: "12",
    // Outside the demo a production start names who runs it.
    OPERATOR_NAME: "Balaca Test MMC",
    OPERATOR_ADDRESS: "Nizami küçəsi 1, Bakı AZ1000",
    OPERATOR_EMAIL: "privacy@balaca.example",
  };
}

export interface LogLine {
  time: string;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
  ip?: string;
  pid?: number;
}

/** The JSON lines a server wrote to its log (other lines skipped). */
export function linesIn(logFile: string): LogLine[] {
  return readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The lines of a server's request log. */
export const requestsIn = (logFile: string): LogLine[] => linesIn(logFile).filter((line) => line.msg === "request");
