import { HttpStatus } from '@nestjs/common';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import type { SubType } from './schemas/product.schema.js';

/** A sub-type as the revise form sends it: its fields, and for an existing one the stock the page loaded. */
export interface RevisedSubType extends Omit<SubType, 'HeldBy'> {
  loadedLeftNum?: number;
}

/**
 * The sub-types a revise stores. Each takes the form's fields; one that already exists (by name) keeps the
 * orders holding its units, and when the page loaded its stock, the admin's edit is applied as a change to
 * the stock it has now: units sold since the page loaded are not sold again. 409 when that change would take
 * the stock below zero.
 */
export function reviseSubTypes(rows: RevisedSubType[], current: SubType[]): SubType[] {
  return rows.map(({ loadedLeftNum, ...row }) => {
    const existing = current.find((subType) => subType.Name === row.Name);
    if (!existing) return { ...row, HeldBy: [] };
    const leftNum = loadedLeftNum === undefined ? row.LeftNum : existing.LeftNum + row.LeftNum - loadedLeftNum;
    if (leftNum < 0)
      throw new AdminMessageException(HttpStatus.CONFLICT, ADMIN_MESSAGES.product.stockSoldMeanwhile(row.Name, existing.LeftNum));
    return { ...row, LeftNum: leftNum, HeldBy: existing.HeldBy ?? [] };
  });
}

/**
 * 400 when a sub-type the product has comes without the stock the page loaded: its LeftNum alone would
 * overwrite the units sold since, so the revise form must always send it (a CSV import sets stock outright).
 */
export function requireLoadedStock(rows: RevisedSubType[], current: SubType[]): void {
  const unversioned = rows.find((row) => row.loadedLeftNum === undefined && current.some((subType) => subType.Name === row.Name));
  if (unversioned) throw new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.product.loadedStockRequired(unversioned.Name));
}
