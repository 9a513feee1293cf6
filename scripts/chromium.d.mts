// Types of chromium.mjs for the TypeScript files that launch the browser.
export declare const chromiumPath: string;
export declare const chromiumArgs: readonly string[];
export declare function ensureChromium(): void;
export declare const chromiumUiFeaturesOff: readonly string[];
export declare const playwrightFeaturesOff: readonly string[];
