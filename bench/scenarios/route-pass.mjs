// POST /api/route-pass/calculate: a six-point route across Bulgaria (one point a click beside a road)
// planned and priced, 100 concurrent clients by default.
const body = {
  points: [
    { placeId: 'border-kalotina' },
    { placeId: 'pleven' },
    { lat: 43.08, lng: 25.63 },
    { placeId: 'shumen' },
    { placeId: 'burgas' },
    { placeId: 'border-kapitan-andreevo' },
  ],
  routeType: 'fastest',
  vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
  emissionClassId: 6,
};

export default {
  name: 'route-pass',
  description: 'POST /api/route-pass/calculate (six-point route, priced) vs bare Fastify hello',
  connections: 100,
  requests: [
    {
      method: 'POST',
      path: '/api/route-pass/calculate?browser-language=bg',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  ],
};
