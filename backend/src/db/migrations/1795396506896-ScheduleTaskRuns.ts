import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ScheduleTaskRuns1795396506896 implements MigrationInterface {
  name = 'ScheduleTaskRuns1795396506896';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "schedule_tasks" ADD "last_start_utc" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "schedule_tasks" ADD "last_error" character varying(2000)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "schedule_tasks" DROP COLUMN "last_error"`);
    await queryRunner.query(`ALTER TABLE "schedule_tasks" DROP COLUMN "last_start_utc"`);
  }
}
