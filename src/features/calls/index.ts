export { CallsView } from './components/calls-view';
