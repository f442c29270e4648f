import type { Server } from 'node:http'

export function serveStatic(root: string, port?: number): Promise<Server>
