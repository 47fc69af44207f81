// Writes src/generated/bundleWords.ts from api's bundles (bundleWords.mjs), for the type check.
import { writeBundleWords } from './bundleWords.mjs';

await writeBundleWords();
