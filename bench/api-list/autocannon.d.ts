// The package ships no types; this declares only what the benchmark uses.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      workers?: number;
      warmup?: { connections?: number; duration?: number };
      headers?: Record<string, string>;
      /** A sequence each connection sends in turn, starting again after the last. */
      requests?: { method?: string; path?: string }[];
    }
    interface Stats {
      average: number;
      p99: number;
    }
    interface Result {
      requests: Stats;
      latency: Stats;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): PromiseLike<autocannon.Result>;
  export = autocannon;
}
