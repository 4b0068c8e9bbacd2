import { sql } from 'drizzle-orm';
import { partnerShops, prizeCharacteristics, prizeGroups, prizes, prizeThresholds, settings, type Database } from '@klub/db';

/**
 * A small demo catalogue (development and demo only, called from seedDemo): three groups, one with
 * a subgroup, eight prizes (one with size variants, one from a partner shop), three thresholds and
 * the converter. Runs only on an empty catalogue, so it is idempotent and never touches real data.
 * Prizes have no pictures: the web shows a placeholder.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7305, 0)`);
    const [any] = await tx.select({ id: prizeGroups.id }).from(prizeGroups).limit(1);
    if (any) return;
    await tx.insert(settings).values({ key: 'prizes.pointsPerPln', value: 10 }).onConflictDoNothing();
    await tx.insert(prizeThresholds).values([
      { name: 'Do 1000 pkt', minPoints: 0, maxPoints: 1000, pos: 1 },
      { name: '1000–5000 pkt', minPoints: 1000, maxPoints: 5000, pos: 2 },
      { name: 'Powyżej 5000 pkt', minPoints: 5000, maxPoints: null, pos: 3 },
    ]);
    await tx
      .insert(partnerShops)
      .values({ shopNumber: 101, name: 'Sklep Partnerski Malarz', email: 'sklep@partner.test', url: 'https://partner.test' });
    const [tools, electronics, home] = await tx
      .insert(prizeGroups)
      .values([
        { name: 'Narzędzia malarskie', description: 'Wszystko, czego potrzeba przy malowaniu', pos: 1 },
        { name: 'Elektronika', description: 'Sprzęt na budowę i do domu', pos: 2 },
        { name: 'Dom i ogród', description: 'Nagrody na wolny czas', pos: 3 },
      ])
      .returning({ id: prizeGroups.id });
    const [brushes] = await tx
      .insert(prizeGroups)
      .values({ name: 'Pędzle i wałki', parentId: tools!.id, pos: 1 })
      .returning({ id: prizeGroups.id });
    const rows = await tx
      .insert(prizes)
      .values([
        {
          groupId: brushes!.id,
          name: 'Zestaw pędzli profesjonalnych',
          description: '<p>Pięć pędzli o różnych szerokościach, włosie syntetyczne.</p>',
          pointsPrice: 400,
          plnPrice: 39.99,
          stock: 50,
          pos: 1,
        },
        {
          groupId: brushes!.id,
          name: 'Wałek malarski 25 cm',
          description: '<p>Wałek z rączką i kuwetą.</p>',
          pointsPrice: 250,
          plnPrice: 24.5,
          stock: 80,
          pos: 2,
        },
        {
          groupId: tools!.id,
          name: 'Kurtka robocza',
          description: '<p>Wodoodporna kurtka z logo klubu. <strong>Wybierz rozmiar.</strong></p>',
          pointsPrice: 1800,
          plnPrice: 179.9,
          stock: 30,
          pos: 1,
        },
        {
          groupId: tools!.id,
          name: 'Drabina aluminiowa',
          description: '<p>Trzy stopnie, udźwig 150 kg.</p>',
          pointsPrice: 2500,
          stock: 10,
          pos: 2,
          shopNumber: 101,
        },
        {
          groupId: electronics!.id,
          name: 'Wkrętarka akumulatorowa',
          description: '<p>18 V, dwa akumulatory, walizka.</p>',
          pointsPrice: 4500,
          plnPrice: 449,
          stock: 15,
          pos: 1,
        },
        {
          groupId: electronics!.id,
          name: 'Głośnik bezprzewodowy',
          description: '<p>Odporny na kurz i wodę.</p>',
          pointsPrice: 1200,
          stock: 25,
          pos: 2,
        },
        {
          groupId: electronics!.id,
          name: 'Smartwatch',
          description: '<p>Krokomierz, puls, powiadomienia.</p>',
          pointsPrice: 8000,
          plnPrice: 799,
          stock: 5,
          pos: 3,
        },
        {
          groupId: home!.id,
          name: 'Zestaw grillowy',
          description: '<p>Szczypce, łopatka i widelec w etui.</p>',
          pointsPrice: 900,
          stock: 40,
          pos: 1,
        },
      ])
      .returning({ id: prizes.id, name: prizes.name });
    const jacket = rows.find((r) => r.name === 'Kurtka robocza')!;
    await tx
      .insert(prizeCharacteristics)
      .values(['M', 'L', 'XL'].map((value, i) => ({ prizeId: jacket.id, name: 'Rozmiar', value, pos: i + 1 })));
  });
}
