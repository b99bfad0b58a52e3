import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import { ProjectionHost } from '@tracklight/platform';
import { catchUpToNow } from '@tracklight/read-models';
import { IssuesProjection } from './issues.projection';

/** Registers the issues projection and lets a command's answer read its own change. */
@Injectable()
export class IssuesReadModel implements OnModuleInit {
  readonly projection = new IssuesProjection();

  constructor(
    private readonly host: ProjectionHost,
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.host.register(this.projection);
  }

  catchUp(): Promise<void> {
    return catchUpToNow(this.store, this.dataSource, this.projection);
  }
}
