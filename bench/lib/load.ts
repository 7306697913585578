import autocannon from 'autocannon';

/** One request of a scenario's rotation. */
export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  /** mean requests per second over the measured seconds */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  /** connection errors and timeouts */
  errors: number;
  /** how many distinct requests the connections rotated through */
  distinct: number;
  /** requests sent (warm-up included) beyond the rotation's length: asked again */
  repeated: number;
}

export interface LoadSettings {
  duration: number;
  warmup: number;
  connections: number;
  gzip: boolean;
  timeout: number;
  rate: number;
}

/**
 * Loads `baseUrl` with autocannon: a warm-up (discarded), then `duration` seconds measured. Every
 * request takes the next entry of `rotation`, shared by all connections, so a list of URLs is spread
 * over the run instead of one URL repeated (one cached plan, one hot page of the table). The measured
 * run goes on where the warm-up stopped, so a list longer than both never repeats a request
 * (`repeated` counts the requests that came round again).
 */
export async function loadRoute(
  baseUrl: string,
  rotation: LoadRequest[],
  settings: LoadSettings,
  /** called after the warm-up, before the measured run (to let the server work off its backlog) */
  betweenRuns: () => Promise<void> = async () => undefined,
): Promise<LoadFigures> {
  if (rotation.length === 0) throw new Error('nothing to request');
  const cursor = { next: 0 };
  if (settings.warmup > 0) {
    await fire(baseUrl, rotation, settings.warmup, settings, cursor);
    await betweenRuns();
  }
  const result = await fire(baseUrl, rotation, settings.duration, settings, cursor);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    distinct: rotation.length,
    repeated: Math.max(0, cursor.next - rotation.length),
  };
}

async function fire(
  baseUrl: string,
  rotation: LoadRequest[],
  seconds: number,
  settings: LoadSettings,
  cursor: { next: number },
) {
  const common: Record<string, string> = settings.gzip ? { 'accept-encoding': 'gzip' } : {};
  return autocannon({
    url: baseUrl,
    connections: settings.connections,
    duration: seconds,
    timeout: settings.timeout,
    ...(settings.rate > 0 ? { overallRate: settings.rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const entry = rotation[cursor.next++ % rotation.length] ?? rotation[0];
          return { ...request, path: entry?.path, headers: { ...request.headers, ...common, ...entry?.headers } };
        },
      },
    ],
  });
}
