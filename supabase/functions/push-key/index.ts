// Edge function: the project's VAPID public key, which a browser needs to subscribe to pushes
// (GET, no session needed: it is public). The private half stays in send-messages' environment.
import { corsHeaders } from '../_shared/rest.ts';

const publicKey = Deno.env.get('VAPID_PUBLIC_KEY')?.trim() ?? '';
const headers = { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, OPTIONS', 'Content-Type': 'application/json' };

Deno.serve((req) => {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers });
  if (req.method !== 'GET') return new Response(JSON.stringify({ error: 'Use GET' }), { status: 405, headers });
  if (!publicKey) return new Response(JSON.stringify({ error: 'Push is not set up' }), { status: 503, headers });
  return new Response(JSON.stringify({ publicKey }), { status: 200, headers: { ...headers, 'Cache-Control': 'public, max-age=3600' } });
});
