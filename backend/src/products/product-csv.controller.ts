import { Controller, Get, HttpCode, HttpStatus, Post, StreamableFile, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  MAX_PRODUCT_CSV_MEGABYTES,
  PRODUCT_IMPORT_FIELD,
  type ProductImportResponse,
  productImportResponseSchema,
} from '@shop/contracts/products/product-csv';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES, adminAnswerMessage } from '../common/admin-messages.js';
import { uploadLimitMessages } from '../uploads/upload-limit-messages.interceptor.js';
import { ProductExportService } from './product-export.service.js';
import { ProductImportService } from './product-import.service.js';

const messages = ADMIN_MESSAGES.catalogueFile;
const IMPORT_LIMITS = { fileSize: MAX_PRODUCT_CSV_MEGABYTES * 1024 * 1024, files: 1, fields: 0 };
const ImportLimitMessages = uploadLimitMessages({
  LIMIT_FILE_SIZE: () => new AdminMessageException(HttpStatus.PAYLOAD_TOO_LARGE, messages.fileTooLarge(MAX_PRODUCT_CSV_MEGABYTES)),
  LIMIT_FILE_COUNT: () => new AdminMessageException(HttpStatus.BAD_REQUEST, messages.fileMissing),
  LIMIT_UNEXPECTED_FILE: () => new AdminMessageException(HttpStatus.BAD_REQUEST, messages.fileMissing),
});

/** The catalogue in and out as CSV (docs/catalogue-csv.md); admins only. */
@Controller('products')
@UseGuards(AdminGuard)
export class ProductCsvController {
  constructor(
    private readonly imports: ProductImportService,
    private readonly exports: ProductExportService,
  ) {}

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(ImportLimitMessages, FileInterceptor(PRODUCT_IMPORT_FIELD, { limits: IMPORT_LIMITS }))
  @Contract({
    summary: 'Imports a catalogue CSV (multipart field file): products created or updated by handle, bad products refused whole',
    access: 'admin',
    errors: [400, 413],
    body: { multipartFile: PRODUCT_IMPORT_FIELD },
    answer: productImportResponseSchema,
  })
  async importProducts(@UploadedFile() file: { buffer: Buffer } | undefined): Promise<ProductImportResponse> {
    if (!file) throw new AdminMessageException(HttpStatus.BAD_REQUEST, messages.fileMissing);
    const result = await this.imports.importCsv(file.buffer);
    return { success: true, ...adminAnswerMessage(messages.imported), ...result };
  }

  @Get('export')
  @Contract({
    summary: 'The whole catalogue as the import CSV (one row per sub-type)',
    access: 'admin',
    errors: [],
    answer: { description: 'The CSV file', contentType: 'text/csv' },
  })
  exportProducts(): StreamableFile {
    return new StreamableFile(this.exports.exportCsv(), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="products.csv"',
    });
  }
}
