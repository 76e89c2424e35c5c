// Node 20 has no global WebSocket, and every supabase-js client builds its realtime client eagerly
// (Node 22+ and browsers have one). Installed once for every integration suite.
import WebSocket from 'ws';

const g = globalThis as { WebSocket?: unknown };
g.WebSocket ??= WebSocket;
