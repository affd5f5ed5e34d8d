import { type AddressInfo, type Server, createServer } from 'node:net'

/** A port on 127.0.0.1 that nothing listens on right now (the OS picks it). */
export async function getFreePort(): Promise<number> {
  const [port] = await getFreePorts(1)
  return port!
}

/** Several distinct free ports: all are held open together, so the OS cannot hand out one twice. */
export async function getFreePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, listenOnAnyPort))
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/** True when something already listens on 127.0.0.1:port. */
export function isPortTaken(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(true)
      else reject(error)
    })
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)))
  })
}

function listenOnAnyPort(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}
