/** Path of the nginx binary: $NGINX_PATH, else Debian's /usr/sbin/nginx. */
export const NGINX: string
export const DEFAULT_EMAILJS_ORIGIN: string
/** This project's dist/ (absolute). */
export const DEFAULT_ROOT: string

/** Cache-Control values of deploy/security-headers.json. */
export const CACHE_CONTROL: Readonly<{ assets: string; media: string; revalidate: string }>

/** The origin of an http(s) URL (trailing slashes dropped); throws for anything else or a path. */
export function normalizeOrigin(value: string): string

/** The Content-Security-Policy value, whose connect-src allows `emailjsOrigin`. */
export function contentSecurityPolicy(emailjsOrigin?: string): string

/** Every security header sent on every response, by name. */
export function securityHeaders(emailjsOrigin?: string): Record<string, string>

export interface DeployConfigOptions {
  /** EmailJS API origin allowed by connect-src; default https://api.emailjs.com. */
  emailjsOrigin?: string
  /** Directory nginx serves (made absolute); default this project's dist/. */
  root?: string
  /** nginx listens on this port, IPv4 and IPv6, when `listen` is not given. */
  port?: number
  /** nginx `listen` address(es), e.g. "127.0.0.1:8080"; default 80 and [::]:80. */
  listen?: string | string[]
  /** nginx server_name; default "_". */
  serverName?: string
}

export interface DeployConfig {
  /** deploy/nginx.conf rendered: a map and a server block for nginx's http context. */
  nginxConf: string
  /** deploy/_headers rendered: the headers file of Netlify / Cloudflare Pages. */
  headersFile: string
  /** The security headers both files send, by name. */
  headers: Record<string, string>
}

export function renderDeployConfig(options?: DeployConfigOptions): DeployConfig

/** Installs Debian's nginx with apt-get (sudo unless root) when it is missing; returns its path. */
export function ensureNginx(): string

export interface StartNginxOptions {
  /** Directory to serve; default this project's dist/. */
  root?: string
  /** Port on 127.0.0.1; default a free one. */
  port?: number
  emailjsOrigin?: string
  /** Receives nginx's error log (stderr); default: written to this process's stderr. */
  log?: ((text: string) => void) | null
  /** How long to wait for nginx to answer; default 10 s. */
  timeoutMs?: number
}

export interface RunningNginx {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string
  port: number
  /** Resolves with nginx's exit code (null after a signal) once it has exited. */
  closed: Promise<number | null>
  /** Stops nginx, waits for it to exit and removes its temporary files. */
  stop(): Promise<void>
}

export function startNginx(options?: StartNginxOptions): Promise<RunningNginx>
