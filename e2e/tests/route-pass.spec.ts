import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { choose } from './support/comboboxes';
import { watchErrors } from './support/page-checks';

// The route-pass page (spec §2): plan a route by searching places, see it priced and on the map,
// download it, put it in the cart, and pick single toll segments.

/** Opens the planner and waits until the browser has taken over the server's HTML. */
async function openPlanner(page: Page, lang: 'bg' | 'en') {
  await page.goto(`/${lang}/buy-route-pass`);
  await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
}

test.describe('route pass calculator', () => {
  test('arrives rendered by the server, hydrates without errors, and alone loads the map', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/en/buy-route-pass')).text();
    expect(html).toMatch(/<h1[^>]*>Buy a route pass<\/h1>/);
    expect(html).toContain('A route pass is a prepaid single journey');
    expect(html).toContain('Plan the route');
    expect(html).toContain('Loading the map');
    expect(html).not.toContain('leaflet-container');

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const watch = watchErrors(page);
    await page.goto('/en/');
    await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /route-map|buy-route-pass/.test(url))).toEqual([]);

    await page.goto('/en/buy-route-pass');
    await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(scripts.some((url) => /\/route-map-[^/]+\.js$/.test(url))).toBe(true);
    await expect(page).toHaveTitle('Buy a route pass – BGTOLL');
    watch.stop();
    expect(watch.errors).toEqual([]);
  });

  test('draws a configured tile layer under the network, with its credit as text', async ({
    page,
  }) => {
    // The server runs without MAP_TILE_URL; the network's answer is given a tile layer of this
    // origin (the page's img-src allows it) whose tiles this test serves: a 1×1 PNG each.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const tiles: string[] = [];
    await page.route(/\/e2e-tiles\/\d+\/\d+\/\d+\.png$/, async (route) => {
      tiles.push(new URL(route.request().url()).pathname);
      await route.fulfill({ contentType: 'image/png', body: png });
    });
    await page.route('**/api/route-network*', async (route) => {
      const response = await route.fetch();
      const network = await response.json();
      await route.fulfill({
        response,
        json: {
          ...network,
          tiles: { url: '/e2e-tiles/{z}/{x}/{y}.png', attribution: '<b>Tiles</b> & co' },
        },
      });
    });
    const watch = watchErrors(page);
    await openPlanner(page, 'en');
    await expect(page.locator('.leaflet-tile-pane img.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((path) => path.startsWith('/e2e-tiles/7/'))).toBe(true);
    // Leaflet writes attributions as HTML: the configured credit arrives as its text.
    await expect(page.locator('.leaflet-control-attribution')).toContainText('<b>Tiles</b> & co');
    await expect(page.locator('.leaflet-control-attribution b')).toHaveCount(0);
    watch.stop();
    expect(watch.errors).toEqual([]);
  });

  test('plans a four-point route, shows it on the map and exports GeoJSON', async ({ page }) => {
    await openPlanner(page, 'bg');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Купуване на маршрутна карта' }),
    ).toBeVisible();
    await expect(page.getByTestId('route-map')).toBeVisible();

    await page.getByRole('button', { name: 'Изчисли' }).click();
    await expect(page.getByText('Изберете начална и крайна точка')).toBeVisible();

    await page.getByRole('button', { name: 'Добави междинна точка' }).click();
    await page.getByRole('button', { name: 'Добави междинна точка' }).click();
    await choose(page, 'Начална точка', 'kalotina', /^Калотина – Градина/);
    await choose(page, 'Междинна точка 1', 'Пловд', 'Пловдив');
    await choose(page, 'Междинна точка 2', 'stara zag', 'Стара Загора');
    await choose(page, 'Крайна точка', 'Бург', 'Бургас');
    await page.getByRole('button', { name: 'Изчисли' }).click();

    const result = page.getByTestId('route-result');
    await expect(result.getByRole('heading', { name: 'Изчислен маршрут' })).toBeVisible();
    await expect(result.getByText('Общо разстояние')).toBeVisible();
    await expect(page.getByTestId('route-price')).toContainText('€');
    await expect(page.getByTestId('route-price')).toContainText('лв.');
    await expect(result.getByText('Калотина – Градина (Сърбия)')).toBeVisible();
    const rows = page.getByTestId('route-segments').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(8);
    await expect(rows.filter({ hasText: 'A1-01' })).toHaveCount(1);

    // The route and its four points are drawn on our own map (no tiles).
    await expect(page.locator('path.route-line')).toHaveCount(1);
    await expect(page.locator('path.route-point')).toHaveCount(4);
    await expect(page.locator('.leaflet-tile')).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Изтегли GeoJSON' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('route-pass.geojson');
    const geojson = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      type: string;
      features: { geometry: { type: string }; properties: { name?: string } }[];
    };
    expect(geojson.type).toBe('FeatureCollection');
    expect(geojson.features.map((f) => f.geometry.type)).toEqual([
      'LineString',
      'Point',
      'Point',
      'Point',
      'Point',
    ]);
    expect(geojson.features[4]!.properties.name).toBe('Бургас');

    await page.getByRole('button', { name: 'Добави в количката' }).click();
    await expect(page.getByText('Маршрутната карта е добавена в количката.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Количка: 1 / })).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart.site') ?? '{}'));
    expect(cart.routePasses).toHaveLength(1);
    expect(cart.routePasses[0].pointNames).toEqual([
      'Калотина – Градина',
      'Пловдив',
      'Стара Загора',
      'Бургас',
    ]);
  });

  test('a point clicked on the map, a refused route and the English page', async ({ page }) => {
    await openPlanner(page, 'en');
    await choose(page, 'Start', 'sofia', 'Sofia');
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    // A click somewhere in the south-east of the country becomes the destination.
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.62, y: box.height * 0.62 } });
    await expect(page.getByRole('combobox', { name: 'Destination', exact: true })).toHaveValue(
      /^Map point \(/,
    );
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('route-result')).toBeVisible();
    await expect(page.locator('path.route-line')).toHaveCount(1);

    await choose(
      page,
      'Destination',
      'sofia ring road – samokov',
      /^Sofia ring road – Samokov road/,
    );
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The route lies outside the toll road network, so no route pass is needed',
    );
  });

  test('picks toll segments by id and downloads them with axles and dates', async ({ page }) => {
    await openPlanner(page, 'bg');
    const picker = page.getByTestId('segment-picker');
    await picker.getByRole('textbox', { name: 'Номер на сегмент' }).fill('Z9-99');
    await picker.getByRole('button', { name: 'Намери' }).click();
    await expect(picker.getByRole('alert')).toContainText('Няма тол сегмент с такъв номер');
    await picker.getByRole('textbox', { name: 'Номер на сегмент' }).fill('a1-05');
    await picker.getByRole('button', { name: 'Намери' }).click();
    await picker.getByRole('textbox', { name: 'Търсене по място или път' }).fill('Пазарджик');
    await picker.getByRole('button', { name: 'Добави I8-03' }).click();
    const list = page.getByTestId('picked-segments');
    await expect(list.locator('tbody tr')).toHaveCount(2);
    await list.getByRole('textbox', { name: 'Оси I8-03' }).fill('3');

    const downloading = page.waitForEvent('download');
    await picker.getByRole('button', { name: 'Изтегли списъка (CSV)' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    // Bulgarian Excel's CSV: semicolons, decimal commas
    expect(lines[0]).toContain('Сегмент;Път;Клас');
    expect(lines[1]).toMatch(/^A1-05;A1;Автомагистрала;/);
    expect(lines[2]).toMatch(
      /^I8-03;I-8;Път I клас;.*;3;Товарен автомобил над 12 т с 2 или 3 оси;/,
    );
  });
});
