// Home and service content (entry-home-service.md §3, §7):
//   GET /api/v2/restaurant-info             {restaurant_name, currency_name, place_id, address, timezone}
//   GET /api/v2/callservice                 call-waiter options in six languages, the first selected
//   GET /api/v2/bulletin/{type}             {data: [{id, value}]} (type 4: the text announcement)
//   GET /api/v2/banner-announcement         [{id, icon, value}]
//   GET /api/v2/activity-bulletin/image     [{id, name}] pictures under /bulletin/{name}
//   GET /api/v2/guide-images                [{name}] the how-to-order pictures under /guide/{name}
//   GET /api/v2/propaganda                  [{name, url}] website and media links
//   GET /api/v3/settings/map_address        {place_id, address, restaurant_name}
//   GET /api/v2/check/od/secret_key         {restaurant: {string_id}, member_provider} for members
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ActivityImageSchema,
  BannerSchema,
  BulletinListSchema,
  BulletinParams,
  GuideImageSchema,
  MapAddressQuery,
  MapAddressSchema,
  MediaLinkSchema,
  NoQuery,
  RestaurantInfoSchema,
  SecretKeySchema,
  ServiceOptionSchema,
  errorResponses,
} from '../../../protocol/http';
import { notFound } from '../../http/errors';
import {
  listActivityImages,
  listBanners,
  listBulletins,
  listGuideImages,
  listMediaLinks,
  listServiceOptions,
  readRestaurant,
} from './service';

const errors = errorResponses(400, 404);

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.store.db;

  app.get(
    '/api/v2/restaurant-info',
    { schema: { querystring: NoQuery, response: { 200: RestaurantInfoSchema, ...errors } } },
    async () => {
      const { string_id: _secret, ...info } = await readRestaurant(db());
      return info;
    },
  );

  app.get(
    '/api/v2/callservice',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: Type.Array(ServiceOptionSchema), ...errors },
      },
    },
    async () => listServiceOptions(db()),
  );

  app.get(
    '/api/v2/bulletin/:type',
    { schema: { params: BulletinParams, response: { 200: BulletinListSchema, ...errors } } },
    async (request) => ({ data: await listBulletins(db(), request.params.type) }),
  );

  app.get(
    '/api/v2/banner-announcement',
    { schema: { querystring: NoQuery, response: { 200: Type.Array(BannerSchema), ...errors } } },
    async () => listBanners(db()),
  );

  app.get(
    '/api/v2/activity-bulletin/image',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: Type.Array(ActivityImageSchema), ...errors },
      },
    },
    async () => listActivityImages(db()),
  );

  app.get(
    '/api/v2/guide-images',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: Type.Array(GuideImageSchema), ...errors },
      },
    },
    async () => listGuideImages(app.imagesDir),
  );

  app.get(
    '/api/v2/propaganda',
    {
      schema: { querystring: NoQuery, response: { 200: Type.Array(MediaLinkSchema), ...errors } },
    },
    async () => listMediaLinks(db()),
  );

  app.get(
    '/api/v3/settings/map_address',
    { schema: { querystring: MapAddressQuery, response: { 200: MapAddressSchema, ...errors } } },
    async (request) => {
      const r = await readRestaurant(db());
      const asked = request.query.place_id;
      if (asked !== undefined && asked !== r.place_id)
        throw notFound(`No address for place ${asked}`);
      return { place_id: r.place_id, address: r.address, restaurant_name: r.restaurant_name };
    },
  );

  app.get(
    '/api/v2/check/od/secret_key',
    { schema: { querystring: NoQuery, response: { 200: SecretKeySchema, ...errors } } },
    async () => {
      const r = await readRestaurant(db());
      return { restaurant: { string_id: r.string_id }, member_provider: app.memberProvider };
    },
  );
};
