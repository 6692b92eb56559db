import { Reflector } from '@nestjs/core';
import type * as z from 'zod/mini';

export type ApiAccess = 'public' | 'logged in' | 'admin' | 'operator';

/** An answer that is not JSON: a page, a file, a redirect. */
export interface OtherAnswer {
  description: string;
  /** Absent for a redirect. */
  contentType?: string;
  status?: number;
}

/** What /api/docs says of a handler: its summary and access, and the contract schemas of what it reads and answers. */
export interface ApiContract {
  summary: string;
  access: ApiAccess;
  /** Error statuses besides 500 (every route may answer that); 401 and 403 follow from `access`. */
  errors: number[];
  /** The contract schema of the JSON answer when all goes well. */
  answer: z.core.$ZodType | OtherAnswer;
  /** The body's contract schema (what the handler's ZodValidationPipe checks), or the multipart field of an upload. */
  body?: z.core.$ZodType | { multipartFile: string };
  query?: z.core.$ZodType;
}

const API_CONTRACT = Reflector.createDecorator<ApiContract>();

type Answering<Answer> = (...args: never[]) => Answer | Promise<Answer>;
type ContractDecorator<Answer> = <Handler extends Answering<Answer>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<Handler>,
) => void;

/**
 * Declares a handler's contract for the API document. With a JSON answer schema, the handler must return
 * what the schema describes, so the document and the code cannot disagree.
 */
export function Contract<Schema extends z.core.$ZodType>(contract: ApiContract & { answer: Schema }): ContractDecorator<z.output<Schema>>;
export function Contract(contract: ApiContract & { answer: OtherAnswer }): MethodDecorator;
export function Contract(contract: ApiContract): MethodDecorator {
  return API_CONTRACT(contract);
}

export function contractOf(reflector: Reflector, handler: (...args: never[]) => unknown): ApiContract | undefined {
  return reflector.get(API_CONTRACT, handler);
}

export const isJsonAnswer = (answer: ApiContract['answer']): answer is z.core.$ZodType => '_zod' in answer;
