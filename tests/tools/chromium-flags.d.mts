export declare const chromiumFlags: string[];
export declare const chromiumLaunchArgs: string[];
