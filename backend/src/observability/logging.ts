import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LogLevel } from '@nestjs/common';
import { type DestinationStream, type LevelWithSilent, type LogFn, type Logger, pino } from 'pino';
import { type HttpLogger, pinoHttp } from 'pino-http';
import type { AppConfig } from '../config/app-config.js';
import { assignRequestId } from '../common/request-id.js';

/** Secrets that must never reach a log line, wherever a header set or a body ends up logged. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
];

/**
 * Nest's start-up lines, one per module, controller and route (151 of a start's 164), at debug level: pino-pretty
 * took ~45 ms of each development start to format them (load 8).
 */
const NEST_START_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
const INFO_LEVEL = pino.levels.values.info;

// Nest's levels, most verbose first, with the pino level each one turns into.
const NEST_TO_PINO_LEVELS: [LogLevel, LevelWithSilent][] = [
  ['verbose', 'trace'],
  ['debug', 'debug'],
  ['log', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
  ['fatal', 'fatal'],
];

/** createApp's `logger` option: false silences the app (tests), a list of Nest levels keeps its most verbose one (benchmarks). */
export type LoggerOption = LogLevel[] | false | undefined;

export function logLevelFor(option: LoggerOption, configured: LevelWithSilent): LevelWithSilent {
  if (option === false) return 'silent';
  if (!option) return configured;
  return NEST_TO_PINO_LEVELS.find(([nestLevel]) => option.includes(nestLevel))?.[1] ?? 'silent';
}

/** JSON lines on stdout; in development, pino-pretty's readable lines when it is installed (it is a dev dependency). */
export async function createLogger(
  config: Pick<AppConfig, 'nodeEnv'>,
  level: LevelWithSilent,
  destination?: DestinationStream,
): Promise<Logger> {
  const stream = destination ?? (config.nodeEnv === 'development' ? await prettyStream() : undefined);
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, hooks: { logMethod: nestStartLinesAtDebug } }, stream);
}

function nestStartLinesAtDebug(this: Logger, args: Parameters<LogFn>, write: LogFn, level: number): void {
  const [fields] = args;
  const context = typeof fields === 'object' && fields !== null && 'context' in fields ? fields.context : undefined;
  if (level === INFO_LEVEL && typeof context === 'string' && NEST_START_CONTEXTS.has(context)) this.debug(...args);
  else write.apply(this, args);
}

async function prettyStream(): Promise<DestinationStream | undefined> {
  try {
    const { default: pretty } = await import('pino-pretty');
    // Synchronous, like the mails printed to stdout, so lines never interleave mid-way.
    return pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      // One line per entry: the request line already says method, path, status and time.
      ignore: 'pid,hostname,context,requestId,req,res,responseTime',
      messageFormat: '{if context}[{context}] {end}{msg}{if requestId} ({requestId}){end}',
    });
  } catch {
    return undefined;
  }
}

/**
 * One line per answered request (method, path without the query, status, milliseconds), under the request id,
 * which every log line written while handling the request carries too.
 */
export function httpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: assignRequestId,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: pathOf(request.url) }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: requestLine,
    // The line's responseTime field has the duration: pino-http hands this message no milliseconds.
    customErrorMessage: (request, response) => requestLine(request, response),
  });
}

function requestLine(request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, milliseconds?: number): string {
  const duration = milliseconds === undefined ? '' : ` ${milliseconds}ms`;
  return `${request.method} ${pathOf(request.originalUrl ?? request.url ?? '')} ${response.statusCode}${duration}`;
}

function pathOf(url: string): string {
  return url.split('?')[0];
}
