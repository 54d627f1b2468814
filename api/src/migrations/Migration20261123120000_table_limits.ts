import { Migration } from '@mikro-orm/migrations';

/**
 * Tables management (issue 9): the floor-plan limits the API checks (packages/contracts floorplan.ts) are also
 * CHECK constraints, so no write path (a script, a later feature) can store a table the editors cannot draw:
 * seats at least 1, size 10..300, the table wholly on the 1000x1000 canvas. Rows written before these limits
 * existed are first brought inside them. Table numbers were already unique per restaurant
 * (tables_restaurant_id_number_unique, initial migration); the API names the number when that index refuses.
 */
export class Migration20261123120000_table_limits extends Migration {
  override name = 'Migration20261123120000_table_limits';

  override up(): void | Promise<void> {
    this.addSql(`
      update "tables" set
        "seats" = greatest("seats", 1),
        "width" = least(greatest("width", 10), 300),
        "height" = least(greatest("height", 10), 300)
      where "seats" < 1 or "width" not between 10 and 300 or "height" not between 10 and 300;`);
    this.addSql(`
      update "tables" set
        "x" = least(greatest("x", 0), 1000 - "width"),
        "y" = least(greatest("y", 0), 1000 - "height")
      where "x" < 0 or "y" < 0 or "x" + "width" > 1000 or "y" + "height" > 1000;`);
    this.addSql(`alter table "tables" add constraint "tables_seats_check" check ("seats" >= 1);`);
    this.addSql(
      `alter table "tables" add constraint "tables_size_check" check ("width" between 10 and 300 and "height" between 10 and 300);`,
    );
    this.addSql(
      `alter table "tables" add constraint "tables_on_canvas_check" check ("x" >= 0 and "y" >= 0 and "x" + "width" <= 1000 and "y" + "height" <= 1000);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tables" drop constraint if exists "tables_on_canvas_check";`);
    this.addSql(`alter table "tables" drop constraint if exists "tables_size_check";`);
    this.addSql(`alter table "tables" drop constraint if exists "tables_seats_check";`);
  }
}
