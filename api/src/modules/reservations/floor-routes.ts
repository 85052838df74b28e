// Public routes of the reservations' floor (/rest/booking/*): branches, booking rows, sections and
// tables; rules live in floor.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import {
  BookingPage, BookingShopPage, BookingShopParams, BookingShopResponse, BookingShopsQuery, BookingsQuery, BookingTablePage,
  BookingTablesQuery, ShopSectionPage, ShopSectionParams, ShopSectionResponse, ShopSectionsQuery,
} from './floor-schemas';
import type { FloorService } from './floor';

export interface BookingFloorRoutesOptions {
  floors: FloorService;
}

const tags = ['reservations'];

export const bookingFloorRoutes: FastifyPluginAsyncTypebox<BookingFloorRoutesOptions> = async (app, { floors }) => {
  app.get('/rest/booking/shops/paginate', {
    schema: {
      operationId: 'bookingShops',
      tags,
      summary: 'Branches taking reservations, paginated',
      description: 'The approved branches that take table reservations (they have an active booking row) by id, a page at a time '
        + '(`page`, `perPage` 1..100, default 10), each as `GET /rest/shops/{id}` answers it plus its reservation days '
        + '(`booking_shop_working_days`) and its closed dates from today on (`booking_shop_closed_date`). Texts in the requested '
        + 'language, amounts in the requested currency. Public.',
      querystring: BookingShopsQuery,
      response: { 200: BookingShopPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return floors.shops(ctx, { page, perPage }, pageUrlOf(request.url));
  });

  app.get('/rest/booking/shops/:uuid', {
    schema: {
      operationId: 'bookingShop',
      tags,
      summary: 'One branch taking reservations, by uuid',
      description: 'A branch that takes table reservations, with its reservation days and closed dates from today on. A malformed '
        + 'uuid → 400 `params.uuid`; an unknown one, or a branch that takes no reservation → 404 ERROR_404. Public.',
      params: BookingShopParams,
      response: { 200: BookingShopResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await floors.shop(ctx, request.params.uuid));
  });

  app.get('/rest/booking/bookings', {
    schema: {
      operationId: 'bookings',
      tags,
      summary: 'Booking rows of the branches, paginated',
      description: 'Each branch\'s booking configuration (its id is a reservation\'s `booking_id`; `max_time` the longest stay in '
        + 'minutes), active or not, by id, optionally of one branch (`shop_id`; naming no shop → 400 `params.shop_id`). Public.',
      querystring: BookingsQuery,
      response: { 200: BookingPage },
    },
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10, shop_id: shopId } = request.query;
    return floors.bookings({ page, perPage, shopId }, pageUrlOf(request.url));
  });

  app.get('/rest/booking/shop-sections', {
    schema: {
      operationId: 'shopSections',
      tags,
      summary: 'Sections of the branches, paginated',
      description: 'The dining areas of the branches (hall, terrace, …) by branch then id, optionally of one branch (`shop_id`; '
        + 'naming no shop → 400 `params.shop_id`), titled in the requested language (else the default one). Public.',
      querystring: ShopSectionsQuery,
      response: { 200: ShopSectionPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, shop_id: shopId } = request.query;
    return floors.sections(ctx, { page, perPage, shopId }, pageUrlOf(request.url));
  });

  app.get('/rest/booking/shop-sections/:id', {
    schema: {
      operationId: 'shopSection',
      tags,
      summary: 'One section of a branch',
      description: 'A dining area of a branch, titled in the requested language (else the default one). An unknown id → 404 '
        + 'ERROR_404. Public.',
      params: ShopSectionParams,
      response: { 200: ShopSectionResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await floors.section(ctx, request.params.id));
  });

  app.get('/rest/booking/tables', {
    schema: {
      operationId: 'bookingTables',
      tags,
      summary: 'Tables of the branches, paginated',
      description: 'The tables of the branches by section then id, each with its section, optionally of one branch (`shop_id`) '
        + 'and of one section (`shop_section_id`); tables out of service are listed with `active` false. `shop_id` naming no '
        + 'shop → 400 `params.shop_id`, `shop_section_id` naming no section → 400 `params.shop_section_id`. Public.',
      querystring: BookingTablesQuery,
      response: { 200: BookingTablePage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, shop_id: shopId, shop_section_id: sectionId } = request.query;
    return floors.tables(ctx, { page, perPage, shopId, sectionId }, pageUrlOf(request.url));
  });
};
