import multipart from '@fastify/multipart';
import { translate } from '@savdo/shared/i18n';
import {
  type AttendanceReport,
  absenceDecisionSchema,
  absenceRequestQuerySchema,
  absenceRequestSchema,
  attendanceReportQuerySchema,
  dailyAttendanceQuerySchema,
  staffFaceQuerySchema,
  terminalEventSchema,
  unknownEventQuerySchema,
} from '@savdo/shared/schemas/attendance';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { badRequest, languageOf, unauthorized } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { authenticateDevice, ingestEvent, issueDeviceSecret } from './ingest.ts';
import {
  employeeOptions,
  listAbsenceRequests,
  listAttendanceReport,
  listDailyAttendance,
  listStaffFaces,
  listUnknownEvents,
} from './queries.ts';
import { createAbsenceRequest, decideAbsenceRequest } from './requests.ts';

const BASE = '/api/face-recognition';
/** Rows of an .xlsx export of a day (a branch has tens, the whole company a few thousand). */
const EXPORT_CAP = 10_000;

export interface AttendanceOptions {
  db: Db;
  /** Events a device may push a minute (default 1 200: a door at rush hour, replays included). */
  eventsPerMinute?: number;
}

/** The device serial and secret of a request: HTTP Basic (serial:secret) or `x-device-serial`/`x-device-secret`. */
export function deviceCredentials(request: FastifyRequest): { serial: string; secret: string } {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^basic /i.test(header)) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { serial: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  const serial = request.headers['x-device-serial'];
  const secret = request.headers['x-device-secret'];
  return {
    serial: typeof serial === 'string' ? serial : '',
    secret: typeof secret === 'string' ? secret : '',
  };
}

/** The event of a push: the JSON body, its `event_log` (a JSON string), or the multipart `event_log` part. */
async function eventBody(request: FastifyRequest): Promise<unknown> {
  if (request.isMultipart()) {
    let log: unknown = null;
    for await (const part of request.parts()) {
      // a field sent as application/json arrives parsed already
      if (part.type === 'field' && part.fieldname === 'event_log')
        log = typeof part.value === 'string' ? parseJson(part.value) : part.value;
      else if (part.type === 'file') {
        // the face picture is read and dropped; the log sent as a file is read
        const content = await part.toBuffer();
        if (part.fieldname === 'event_log') log = parseJson(content.toString('utf8'));
      }
    }
    if (log === null) throw badRequest();
    return log;
  }
  const body = request.body;
  if (body && typeof body === 'object' && 'event_log' in body) {
    const log = (body as { event_log: unknown }).event_log;
    return typeof log === 'string' ? parseJson(log) : log;
  }
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest();
  }
}

/**
 * Attendance from face terminals (issue 13 item 2): the terminals' event
 * push (public, per-device secret, rate-limited per device), device
 * secrets, the attendance lists and the absence requests.
 */
export async function attendanceRoutes(app: FastifyInstance, options: AttendanceOptions): Promise<void> {
  const { db } = options;
  await app.register(multipart, {
    limits: { fileSize: 512 * 1024, files: 3, fields: 5, parts: 6, headerPairs: 100 },
  });
  app.post(
    `${BASE}/events`,
    {
      config: {
        access: 'public',
        rateLimit: {
          max: options.eventsPerMinute ?? 1200,
          timeWindow: '1 minute',
          // the claimed serial with the sender's address: someone else claiming a terminal's serial
          // (wrong secret) spends their own allowance, never the terminal's
          keyGenerator: (request) => `device:${deviceCredentials(request).serial}@${request.ip}`,
        },
      },
      schema: { body: terminalEventSchema },
    },
    async (request) => {
      const { serial, secret } = deviceCredentials(request);
      const device = await authenticateDevice(db, serial, secret);
      if (!device) throw unauthorized();
      const event = parse(terminalEventSchema, await eventBody(request));
      return { data: await ingestEvent(db, device, event) };
    },
  );
  app.post(
    `${BASE}/device-managements/:id/secret`,
    { config: { access: { rule: 'employee_devices.edit' } }, schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: { secret: await issueDeviceSecret(db, id, authOf(request).userId) } };
    },
  );
  listRoutes(app, db);
  requestRoutes(app, db);
}

const REPORTS: readonly [AttendanceReport, string, string][] = [
  ['late', 'employees-who-are-late', 'staff_latecomers.show'],
  ['left-early', 'employees-left-early', 'staff_who_left_before_time.show'],
  ['absent', 'employees-absent-from-work', 'staff_did_not_come.show'],
  ['not-confirmed', 'employees-not-confirmed-departure', 'staff_have_not_confirmed_departure.show'],
];

function listRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    `${BASE}/daily-attendance`,
    {
      config: { access: { rule: 'daily_attendances.show' } },
      schema: { querystring: dailyAttendanceQuerySchema },
    },
    async (request) => listDailyAttendance(db, parse(dailyAttendanceQuerySchema, request.query)),
  );
  app.get(
    `${BASE}/daily-attendance/export`,
    {
      config: { access: { rule: 'daily_attendances.show' } },
      schema: { querystring: dailyAttendanceQuerySchema },
    },
    async (request, reply) => {
      const query = parse(dailyAttendanceQuerySchema, request.query);
      const lang = languageOf(request.headers['accept-language']);
      const { data } = await listDailyAttendance(db, { ...query, page: 1, per_page: EXPORT_CAP });
      const { dailyWorkbook } = await import('./export.ts');
      const title = `${translate(lang, 'routes.face-recognition-daily-attendance')} ${query.date}`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="daily-attendance-${query.date}.xlsx"`)
        .send(await dailyWorkbook(title, data, lang));
    },
  );
  for (const [report, path, rule] of REPORTS) {
    app.get(
      `${BASE}/${path}`,
      { config: { access: { rule } }, schema: { querystring: attendanceReportQuerySchema } },
      async (request) => listAttendanceReport(db, report, parse(attendanceReportQuerySchema, request.query)),
    );
  }
  app.get(
    `${BASE}/employees`,
    { config: { access: { rule: 'staff_faces.show' } }, schema: { querystring: staffFaceQuerySchema } },
    async (request) => listStaffFaces(db, parse(staffFaceQuerySchema, request.query)),
  );
  app.get(
    `${BASE}/employee-options`,
    {
      config: { access: { rule: 'staff_absence_requests.show|staff_faces.show|daily_attendances.show' } },
      schema: { querystring: staffFaceQuerySchema },
    },
    async (request) => ({
      data: await employeeOptions(db, parse(staffFaceQuerySchema, request.query).search),
    }),
  );
  app.get(
    `${BASE}/unknown-events`,
    { config: { access: { rule: 'staff_faces.show' } }, schema: { querystring: unknownEventQuerySchema } },
    async (request) => listUnknownEvents(db, parse(unknownEventQuerySchema, request.query)),
  );
}

function requestRoutes(app: FastifyInstance, db: Db): void {
  const base = `${BASE}/absence-from-work-requests`;
  app.get(
    base,
    {
      config: { access: { rule: 'staff_absence_requests.show' } },
      schema: { querystring: absenceRequestQuerySchema },
    },
    async (request) => listAbsenceRequests(db, parse(absenceRequestQuerySchema, request.query)),
  );
  app.post(
    base,
    { config: { access: { rule: 'staff_absence_requests.add' } }, schema: { body: absenceRequestSchema } },
    async (request, reply) => {
      const id = await createAbsenceRequest(
        db,
        parse(absenceRequestSchema, request.body),
        authOf(request).userId,
      );
      return reply.code(201).send({ data: { id } });
    },
  );
  app.post(
    `${base}/:id/decision`,
    {
      config: { access: { rule: 'staff_absence_requests.edit' } },
      schema: { params: idParams, body: absenceDecisionSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await decideAbsenceRequest(db, id, parse(absenceDecisionSchema, request.body), authOf(request).userId);
      return { data: { id } };
    },
  );
}
