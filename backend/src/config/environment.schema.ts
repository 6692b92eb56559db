import { IsIn, IsOptional, IsPort, IsString, IsUrl, Matches, MinLength } from 'class-validator';

export const NODE_ENVIRONMENTS = ['development', 'test', 'production'] as const;
export const IN_MEMORY_DATA_DIR = ':memory:';
const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'];

/** The environment variables the backend reads, as they arrive: strings, or absent. */
export class EnvironmentSchema {
  @IsOptional()
  @IsPort({ message: 'PORT must be a whole number from 0 to 65535 (got "$value")' })
  PORT?: string;

  @IsOptional()
  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, { message: 'MONGODB_URI must start with mongodb:// or mongodb+srv://' })
  MONGODB_URI?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'PUBLIC_URL must be an http(s) URL such as https://shop.example.com (got "$value")' },
  )
  PUBLIC_URL?: string;

  @IsOptional()
  @IsIn(NODE_ENVIRONMENTS, { message: `NODE_ENV must be one of ${NODE_ENVIRONMENTS.join(', ')} (got "$value")` })
  NODE_ENV?: (typeof NODE_ENVIRONMENTS)[number];

  @IsOptional()
  @IsIn(BOOLEAN_WORDS, { message: `DEMO_DATA must be one of ${BOOLEAN_WORDS.join(', ')} (got "$value")` })
  DEMO_DATA?: string;

  @IsOptional()
  @IsString()
  PWA_DIST?: string;

  @IsOptional()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters long' })
  SESSION_SECRET?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must start with smtp:// or smtps://' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  MAIL_FROM?: string;
}

export function isTrueWord(value: string): boolean {
  return ['true', '1', 'yes'].includes(value);
}
