// Types of postgres-local.mjs, for the TypeScript that imports it (the server's tests and benchmarks).
export declare const POSTGRES_PACKAGE: string;
export declare function findPostgresBin(): string | undefined;
export declare function freePort(): Promise<number>;
export declare function asClusterOwner(command: string, args: string[]): string;
export declare function prepareClusterFolder(dataDir: string): void;
export declare function initCluster(bin: string, dataDir: string, options?: { sync?: boolean }): void;
export declare function isCluster(dataDir: string): boolean;
export declare function startCluster(bin: string, dataDir: string, options: { port: number; settings?: Record<string, string | number>; logFile?: string }): void;
export declare function stopCluster(bin: string, dataDir: string, mode?: 'fast' | 'immediate'): void;
export declare function runningCluster(dataDir: string): { pid: number; port: number } | undefined;
