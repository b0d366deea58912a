/** Types for parse-prometheus-text-format (it ships none), as its README documents its output; tests only. */
declare module 'parse-prometheus-text-format' {
  /** One sample, or one histogram or summary series with its buckets or quantiles; numbers as written. */
  export interface ParsedSample {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    quantiles?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  /** One metric family. */
  export interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  }
  /** Parses the Prometheus text format; throws on a line that is not in it. */
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
