// Routes of the courier applications: the customer's own (/dashboard/user/courier-application)
// and the staff's review (/dashboard/staff/courier-applications/*). Rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUserIn, staffOnlyIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import {
  ApplyAsCourierBody, CourierApplicationPage, CourierApplicationParams, CourierApplicationResponse, SetCourierApplicationStatusBody,
  StaffCourierApplicationsQuery,
} from './schemas';
import type { CouriersService } from './service';

export interface CouriersRoutesOptions {
  couriers: CouriersService;
}

const tags = ['couriers'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';
const STAFF_ONLY = 'Staff only: a signed-in user whose role is staff (else 401 ERROR_100, or 403 ERROR_403 "Only staff may do this").';

export const couriersRoutes: FastifyPluginAsyncTypebox<CouriersRoutesOptions> = async (app, options) => {
  await app.register(customerRoutes, options);
  await app.register(staffRoutes, options);
};

const customerRoutes: FastifyPluginAsyncTypebox<CouriersRoutesOptions> = async (app, { couriers }) => {
  requireUserIn(app);

  app.get('/dashboard/user/courier-application', {
    schema: {
      operationId: 'courierApplication',
      tags,
      summary: 'The signed-in user\'s courier application',
      description: 'Your latest application to deliver, with its status (new, accepted, rejected) and staff\'s answer. None → 404 '
        + `ERROR_404. Only your own is ever shown. ${SIGNED_IN}`,
      response: { 200: CourierApplicationResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await couriers.show(currentUser(request).userId));
  });

  app.post('/dashboard/user/courier-application', {
    schema: {
      operationId: 'applyAsCourier',
      tags,
      summary: 'Apply to deliver',
      description: 'Files your application to deliver, `new` until staff decide. One at a time: while one of yours is new or '
        + 'accepted → 400 ERROR_206 "You have already applied" (after a rejection you may apply again). Each refused field → 400 '
        + 'on it, with the seller application\'s messages ("The name field is required.", "The name must be between 2 and 100 '
        + `characters.", "The phone must be a number.", "The note may not be greater than 1000 characters."). ${SIGNED_IN}`,
      body: ApplyAsCourierBody,
      response: { 200: CourierApplicationResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await couriers.apply(currentUser(request).userId, request.body));
  });
};

const staffRoutes: FastifyPluginAsyncTypebox<CouriersRoutesOptions> = async (app, { couriers }) => {
  staffOnlyIn(app);

  app.get('/dashboard/staff/courier-applications/paginate', {
    schema: {
      operationId: 'staffCourierApplications',
      tags: ['staff'],
      summary: 'Every courier application, for staff',
      description: 'Every customer\'s application to deliver (of `status` when given; unknown → 400 `params.status`), newest first, '
        + `a page at a time (\`page\`, \`perPage\` 1..100, default 10). ${STAFF_ONLY}`,
      querystring: StaffCourierApplicationsQuery,
      response: { 200: CourierApplicationPage },
    },
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10, status } = request.query;
    return couriers.list(status, { page, perPage }, pageUrlOf(request.url));
  });

  app.post('/dashboard/staff/courier-applications/:id/status', {
    schema: {
      operationId: 'setCourierApplicationStatus',
      tags: ['staff'],
      summary: 'Accept or reject a courier application',
      description: 'Decides new application `id`: `status` accepted or rejected (else 400 `params.status`), with an optional '
        + '`answer` for the applicant (at most 500 characters; else 400 `params.answer`), recording who decided and when. An '
        + 'application already decided → 400 ERROR_491 (on `params.status`), unchanged; an unknown id → 404 ERROR_404. '
        + STAFF_ONLY,
      params: CourierApplicationParams,
      body: SetCourierApplicationStatusBody,
      response: { 200: CourierApplicationResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await couriers.decide(currentUser(request).userId, request.params.id, request.body));
  });
};
