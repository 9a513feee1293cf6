export { LanguageProvider } from './LanguageProvider';
