// CORS for functions the browser app calls. Hosted Supabase adds no CORS headers to function
// answers (the local stacks' gateways do), so a function called from the app answers the
// preflight itself and spreads these into every response:
//   if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};
