// Home and service content (entry-home-service.md §3, §7):
//   GET /api/v2/restaurant-info             {restaurant_name, currency_name, place_id, address, timezone}
//   GET /api/v2/callservice                 call-waiter options in six languages, the first selected
//   GET /api/v2/bulletin/{type}             {data: [{id, value}]} (type 4: the text announcement)
//   GET /api/v2/banner-announcement         [{id, icon, value}]
//   GET /api/v2/activity-bulletin/image     [{id, name}] pictures under /bulletin/{name}
//   GET /api/v2/propaganda                  [{name, url}] website and media links
//   GET /api/v3/settings/map_address        {place_id, address, restaurant_name}
//   GET /api/v2/check/od/secret_key         {restaurant: {string_id}} for member features
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { asc, eq } from 'drizzle-orm';
import { ErrorBodySchema, notFound } from '../../http/errors';
import {
  activityImages,
  bannerAnnouncements,
  bulletins,
  callServiceOptions,
  mediaLinks,
  restaurantInfo,
} from '../../store/schema';
import type { Db } from '../../store';

const Str = Type.String();
const NoQuery = Type.Object({}, { additionalProperties: false });
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

const RestaurantSchema = Type.Object({ restaurant_name: Str, currency_name: Str, place_id: Str, address: Str, timezone: Str });
const ServiceOptionSchema = Type.Object({
  id: Type.Integer(),
  title_cn: Str,
  title_en: Str,
  title_it: Str,
  title_es: Str,
  title_de: Str,
  title_fr: Str,
  value_cn: Str,
  value_en: Str,
  value_it: Str,
  value_es: Str,
  value_de: Str,
  value_fr: Str,
  selected: Type.Boolean(),
});

/** The restaurant row, or the defaults of a restaurant not configured yet. */
export async function readRestaurant(db: Db) {
  const rows = await db.select().from(restaurantInfo).orderBy(asc(restaurantInfo.id)).limit(1);
  const r = rows[0];
  return {
    restaurant_name: r?.restaurant_name ?? '',
    currency_name: r?.currency_name || '€',
    place_id: r?.place_id ?? '',
    address: r?.address ?? '',
    timezone: r?.timezone ?? 'UTC',
    string_id: r?.string_id ?? '',
  };
}

const contentModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.store.db;

  app.get('/api/v2/restaurant-info', { schema: { querystring: NoQuery, response: { 200: RestaurantSchema, ...errors } } }, async () => {
    const { string_id: _secret, ...info } = await readRestaurant(db());
    return info;
  });

  app.get('/api/v2/callservice', { schema: { querystring: NoQuery, response: { 200: Type.Array(ServiceOptionSchema), ...errors } } }, async () => {
    const rows = await db().select().from(callServiceOptions).orderBy(asc(callServiceOptions.sort), asc(callServiceOptions.id));
    return rows.map(({ sort: _sort, ...o }, i) => ({ ...o, selected: i === 0 }));
  });

  app.get(
    '/api/v2/bulletin/:type',
    {
      schema: {
        params: Type.Object({ type: Type.Integer({ minimum: 1, maximum: 999 }) }),
        response: { 200: Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), bulletin_type: Type.Integer(), value: Str })) }), ...errors },
      },
    },
    async (request) => {
      const rows = await db()
        .select({ id: bulletins.id, bulletin_type: bulletins.bulletin_type, value: bulletins.value })
        .from(bulletins)
        .where(eq(bulletins.bulletin_type, request.params.type))
        .orderBy(asc(bulletins.sort), asc(bulletins.id));
      return { data: rows };
    },
  );

  app.get(
    '/api/v2/banner-announcement',
    { schema: { querystring: NoQuery, response: { 200: Type.Array(Type.Object({ id: Type.Integer(), icon: Str, value: Str })), ...errors } } },
    async () =>
      db()
        .select({ id: bannerAnnouncements.id, icon: bannerAnnouncements.icon, value: bannerAnnouncements.value })
        .from(bannerAnnouncements)
        .orderBy(asc(bannerAnnouncements.sort), asc(bannerAnnouncements.id)),
  );

  app.get(
    '/api/v2/activity-bulletin/image',
    { schema: { querystring: NoQuery, response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Str })), ...errors } } },
    async () => db().select({ id: activityImages.id, name: activityImages.name }).from(activityImages).orderBy(asc(activityImages.sort), asc(activityImages.id)),
  );

  app.get(
    '/api/v2/propaganda',
    { schema: { querystring: NoQuery, response: { 200: Type.Array(Type.Object({ name: Str, url: Str })), ...errors } } },
    async () => db().select({ name: mediaLinks.name, url: mediaLinks.url }).from(mediaLinks).orderBy(asc(mediaLinks.sort), asc(mediaLinks.id)),
  );

  app.get(
    '/api/v3/settings/map_address',
    {
      schema: {
        querystring: Type.Object({ place_id: Type.Optional(Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9_-]+$' })) }, { additionalProperties: false }),
        response: { 200: Type.Object({ place_id: Str, address: Str, restaurant_name: Str }), ...errors },
      },
    },
    async (request) => {
      const r = await readRestaurant(db());
      const asked = request.query.place_id;
      if (asked !== undefined && asked !== r.place_id) throw notFound(`No address for place ${asked}`);
      return { place_id: r.place_id, address: r.address, restaurant_name: r.restaurant_name };
    },
  );

  app.get(
    '/api/v2/check/od/secret_key',
    { schema: { querystring: NoQuery, response: { 200: Type.Object({ restaurant: Type.Object({ string_id: Str }) }), ...errors } } },
    async () => {
      const r = await readRestaurant(db());
      return { restaurant: { string_id: r.string_id } };
    },
  );
};

export default contentModule;
