export declare function parseFloor(range: unknown): [number, number, number] | undefined;
export declare function nodeFloorProblem(version: string, range: unknown): string | undefined;
export declare function requireNodeFloor(root: string): void;
