// Types of bundleWords.mjs, for the page's tests that read the bundles as the build does.
export const BUNDLES: string;
export const LANGUAGES: Readonly<Record<'en' | 'fr', string>>;
export const PAGE_TAKES: readonly string[];
export function readProperties(text: string): Record<string, string>;
export function pageTemplate(key: string, pattern: string): string;
export function bundleWords(dir?: string): Promise<Record<'en' | 'fr', Record<string, string>>>;
export function writeBundleWords(dir?: string): Promise<string>;
