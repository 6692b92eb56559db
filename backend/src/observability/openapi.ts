import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export function setUpOpenApi(app: NestExpressApplication, apiPrefix: string): void {
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Kawaii Corner API').build());
  SwaggerModule.setup(`${apiPrefix}/docs`, app, document, { jsonDocumentUrl: `${apiPrefix}/docs.json` });
}
