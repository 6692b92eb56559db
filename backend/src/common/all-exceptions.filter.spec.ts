import { type ArgumentsHost, BadRequestException, ForbiddenException, HttpStatus, NotFoundException } from '@nestjs/common';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { AdminMessageException } from './admin-message.exception.js';
import { ADMIN_MESSAGES } from './admin-messages.js';
import { AllExceptionsFilter, describeException } from './all-exceptions.filter.js';

/** What the filter answers an exception with: the status and the JSON body it sends. */
function answerTo(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    headersSent: false,
    status: (status: number) => ((sent.status = status), response),
    json: (body: unknown) => ((sent.body = body), response),
  };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ id: 'request-1' }) }) };
  new AllExceptionsFilter().catch(exception, host as unknown as ArgumentsHost);
  return sent;
}

describe('describeException', () => {
  it('keeps the status and message of HTTP exceptions', () => {
    expect(describeException(new ForbiddenException('Admins only'))).toEqual({ status: 403, message: 'Admins only' });
  });

  it('answers a thrown admin message with its English text and its key', () => {
    const refusal = new AdminMessageException(HttpStatus.CONFLICT, ADMIN_MESSAGES.product.stockSoldMeanwhile('Pink', 3));
    expect(answerTo(refusal)).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'Only 3 of Pink are left now: some were sold meanwhile. Please reload and enter the stock again.',
        messageKeys: [{ key: 'product.stockSoldMeanwhile', params: { subType: 'Pink', left: 3 } }],
        requestId: 'request-1',
      },
    });
  });

  it('joins the texts of several admin messages, keeping each key', () => {
    const refusal = new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.missing, ADMIN_MESSAGES.image.damaged);
    expect(describeException(refusal)).toEqual({
      status: 400,
      message: 'Choose an image to upload (multipart field smfile).; The image is damaged or incomplete.',
      messageKeys: [{ key: 'image.missing' }, { key: 'image.damaged' }],
    });
  });

  it('joins a list of messages', () => {
    expect(describeException(new BadRequestException(['a is wrong', 'b is missing']))).toEqual({
      status: 400,
      message: 'a is wrong; b is missing',
    });
  });

  it('answers a request no route matches with a plain Not found', () => {
    expect(describeException(new NotFoundException('Cannot GET /api/nothing'))).toEqual({ status: 404, message: 'Not found' });
    expect(describeException(new NotFoundException('Product not found'))).toEqual({ status: 404, message: 'Product not found' });
  });

  it('answers cast errors with 400', () => {
    const error = new mongoose.Error.CastError('ObjectId', 'nope', '_id');
    expect(describeException(error)).toEqual({ status: 400, message: 'Invalid value for _id' });
  });

  it('answers validation errors with 400 and their messages', () => {
    const error = new mongoose.Error.ValidationError();
    error.addError('Price', new mongoose.Error.ValidatorError({ message: 'Price must not be negative', path: 'Price' }));
    expect(describeException(error)).toEqual({ status: 400, message: 'Price must not be negative' });
  });

  it('answers duplicate keys with 409, naming the field but not the value', () => {
    const error = Object.assign(new Error('E11000 duplicate key error'), { code: 11000, keyValue: { Email: 'a@b.c' } });
    expect(describeException(error)).toEqual({ status: 409, message: 'A record with the same Email already exists' });
  });

  it('answers anything else with 500 and no internals', () => {
    expect(describeException(new Error('connection string mongodb://user:secret@db'))).toEqual({
      status: 500,
      message: 'Internal server error',
    });
    expect(describeException('thrown string')).toEqual({ status: 500, message: 'Internal server error' });
  });
});
