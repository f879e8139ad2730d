export declare const CLUSTER: {
  instances: number;
  port: number;
  firstApiPort: number;
  apiPort: number;
  database: string;
};
export declare const PROBES: { live: string; ready: string; metrics: string };
export declare const COMMANDS: { prepare: string[]; api: string[] };
export declare const API_ENV_NAMES: string[];
export declare function apiEnv(o: {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  publicPort: number;
}): Record<string, string>;
