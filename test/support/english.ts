import { loadLanguage } from '@/lib/i18n/language';
import { catalogsFromSource } from './catalogs';

// Vitest setup of every test file: pages and the worker load their language before they speak
// (lib/i18n/language.ts); components and models tested alone speak English, read from the sources.
catalogsFromSource();
await loadLanguage('en');
