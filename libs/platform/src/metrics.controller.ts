import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ProductMetrics } from '@tracklight/metrics';

/**
 * The process's metrics in Prometheus's text format, for its scraper: public like /health (the
 * scraper holds no token; the figures are counts and timings, no one's data), and answered by
 * each process itself, the gateway included, never routed on (decision 0062).
 */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: ProductMetrics) {}

  @Get()
  async scrape(@Res({ passthrough: true }) res: Response): Promise<string> {
    const { contentType, body } = await this.metrics.scrape();
    res.set('Content-Type', contentType);
    return body;
  }
}
