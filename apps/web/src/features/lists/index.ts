export { ListSuggestions } from './ListSuggestions';
