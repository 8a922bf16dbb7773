/**
 * The servers of the drill, each a child process of its own it stops at the end: Redis,
 * s3rver, the API processes and nginx. Every port is picked free by the system.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { Socket } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { REPO_ROOT } from "../../apps/api/src/config.ts";

export interface Service {
  name: string;
  child: ChildProcess;
  /** What it wrote, stdout and stderr, for the report when it fails. */
  output(): string;
  exited: Promise<void>;
  /** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export function startService(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Service {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const keep = (chunk: Buffer) => {
    // The last 20 kB is enough to say why it failed.
    text = (text + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    output: () => text,
    exited,
    async stop(graceMs = 10_000) {
      if (!running()) return;
      child.kill("SIGTERM");
      const late = setTimeout(() => running() && child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(late);
    },
  };
}

/** Resolves once something accepts connections on the port; fails if `service` exits first. */
export async function untilListening(port: number, service: Service, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once("connect", () => resolve(true)).once("error", () => resolve(false));
      socket.once("connect", () => socket.destroy());
      socket.connect(port, "127.0.0.1");
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${service.name} is not listening on ${port}:\n${service.output()}`);
}

/** Resolves once GET `url` answers 200; fails if `service` exits first. */
export async function untilHealthy(url: string, service: Service, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && service.child.exitCode === null) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${service.name} did not answer 200 on ${url}:\n${service.output()}`);
}

export function startRedis(port: number): Service {
  // In memory only: no snapshot, no append-only file, nothing left behind.
  return startService("redis-server", "redis-server", [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
}

/** s3rver's command (the api's devDependency), its one bucket created at start. */
export function startS3rver(port: number, directory: string, bucket: string): Service {
  const bin = path.join(REPO_ROOT, "node_modules/s3rver/bin/s3rver.js");
  return startService("s3rver", process.execPath, [
    bin,
    "--directory",
    directory,
    "--address",
    "127.0.0.1",
    "--port",
    String(port),
    "--silent",
    "--configure-bucket",
    bucket,
  ]);
}

/** The API from source, as the tests start it: tsx, and the contract's TypeScript. */
export function startApi(name: string, env: Record<string, string>): Service {
  return startService(
    name,
    process.execPath,
    ["--conditions=@sahayi/source", "--import", "tsx", "apps/api/src/server.ts"],
    { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  );
}

const DEPLOY_NGINX = path.join(REPO_ROOT, "deploy/nginx");
/** Debian's brotli module, when installed (libnginx-mod-http-brotli-static). */
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * deploy/nginx's site and proxy snippet as they are, with the drill's ports and folders put
 * in: the upstream lists `apiPorts`; the serving server block listens on `port` over plain
 * HTTP (the TLS lines and the redirecting blocks need a certificate and a name); the media
 * cache, the snippet and the built web app are found in `folder` and this checkout.
 */
export async function nginxConfig(folder: string, port: number, apiPorts: number[]) {
  await mkdir(folder, { recursive: true });
  const site = await readFile(path.join(DEPLOY_NGINX, "sahayi.conf"), "utf8");
  const snippet = path.join(folder, "sahayi-proxy.conf");
  await writeFile(snippet, await readFile(path.join(DEPLOY_NGINX, "sahayi-proxy.conf")));
  const upstream = /^upstream sahayi_api \{[\s\S]*?^\}/m.exec(site)![0];
  const serverLine = /^\s*server 127\.0\.0\.1:\d+(.*)$/m.exec(upstream)!;
  const servers = apiPorts.map((api) => `    server 127.0.0.1:${api}${serverLine[1]}`).join("\n");
  const cache = /^proxy_cache_path[\s\S]*?;$/m.exec(site)![0];
  const serving = site.slice(site.lastIndexOf("\nserver {"));
  const brotli = existsSync(BROTLI_MODULE);
  const server = serving
    .split("\n")
    .filter((line) => !/^\s*(listen|ssl_\w+) /.test(line))
    .filter((line) => brotli || !/^\s*brotli_static /.test(line))
    .join("\n")
    .replace("server {", `server {\n    listen 127.0.0.1:${port};`)
    .replaceAll("/etc/nginx/snippets/sahayi-proxy.conf", snippet)
    .replaceAll("/srv/sahayi", REPO_ROOT.replace(/\/$/, ""));
  const temp = (what: string) => `${what}_temp_path ${path.join(folder, `${what}-temp`)};`;
  const config = [
    // Run as root (CI), nginx's workers would be `nobody`, who cannot read the drill's folder.
    process.getuid?.() === 0 ? "user root;" : "",
    brotli ? `load_module ${BROTLI_MODULE};` : "",
    "worker_processes 1;",
    `pid ${path.join(folder, "nginx.pid")};`,
    `error_log ${path.join(folder, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    "  default_type application/octet-stream;",
    `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
    upstream.replace(/^(\s*server 127\.0\.0\.1:\d+.*\n?)+/m, `${servers}\n`),
    cache.replace("/var/cache/nginx/sahayi-media", path.join(folder, "media-cache")),
    server,
    "}",
  ].join("\n");
  const file = path.join(folder, "nginx.conf");
  await writeFile(file, config);
  return file;
}

export function startNginx(configFile: string, folder: string): Service {
  return startService("nginx", "nginx", [
    "-e",
    path.join(folder, "error.log"),
    "-c",
    configFile,
    "-g",
    "daemon off;",
  ]);
}
