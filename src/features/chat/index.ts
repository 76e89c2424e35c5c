export { OnlinePresence } from './components/online-presence';
