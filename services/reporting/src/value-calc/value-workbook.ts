
/** One audited link as the workbook lists it. */
export interface ValuedLink {
  network: string;
  link: string;
  advertiser: string | null;
  status: string;
  /** Tracking lost, 0-100; null when the audit gave no figure (counted as 0). */
  impact: number | null;
  /** This link is in the calculation (every link; or, for the warning calculation, those at or above the warning threshold). */
  counted: boolean;
}

export interface ValueWorkbookInputs {
  productName: string;
  title: string;
  /** What 'counted' means, in words, for the notes. */
  countedMeans: string;
  currency: string;
  networks: { network: string; monthlyRevenue: number }[];
  links: ValuedLink[];
  period: string;
}

const MONEY = (currency: string) => `"${currency.replace(/"/g, '')}" #,##0.00`;

/**
 * The revenue at risk as a spreadsheet whose figures are formulas over the listed links, so a
 * reader sees (and can change) how each number is reached:
 *   at risk per month = monthly revenue × (sum of counted links' tracking lost ÷ 100) ÷ links audited
 * i.e. revenue is taken as spread evenly over the network's audited links, each losing its share.
 * Each formula carries its result too, for readers that do not recalculate.
 */
export async function valueWorkbook(inputs: ValueWorkbookInputs): Promise<Buffer> {
  // Loaded on first use: exceljs and its dependencies are about 670 modules, a sixth of what every
  // process (and every test file) would otherwise load at start for a download few users ask for.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = inputs.productName;
  // Spreadsheet apps work the formulas out again on opening (the stored results are for readers that do not).
  workbook.calcProperties.fullCalcOnLoad = true;
  const sheet = workbook.addWorksheet('Calculation');
  const links = workbook.addWorksheet('Links');

  links.columns = [
    { header: 'Network', key: 'network', width: 16 },
    { header: 'Affiliate link', key: 'link', width: 60 },
    { header: 'Advertiser', key: 'advertiser', width: 28 },
    { header: 'Memory cookie status', key: 'status', width: 28 },
    { header: 'Tracking lost (%)', key: 'impact', width: 16 },
    { header: 'Counted', key: 'counted', width: 10 },
  ];
  for (const link of inputs.links) links.addRow({ ...link, impact: link.impact ?? 0, counted: link.counted ? 'Yes' : 'No' });
  links.getRow(1).font = { bold: true };
  const last = Math.max(inputs.links.length + 1, 2);
  const range = (column: string) => `Links!$${column}$2:$${column}$${last}`;

  sheet.addRow([`${inputs.productName}: ${inputs.title}`]).font = { bold: true, size: 14 };
  sheet.addRow([`Audits ${inputs.period}. ${inputs.countedMeans}`]);
  sheet.addRow(['Revenue at risk per month = monthly revenue × (total tracking lost of the counted links ÷ 100) ÷ links audited.']);
  sheet.addRow([]);
  const header = sheet.addRow(['Network', 'Monthly affiliate revenue', 'Links audited', 'Links counted', 'Total tracking lost (% points)', 'Share of revenue at risk', 'Revenue at risk per month', 'Revenue at risk per year']);
  header.font = { bold: true };
  const first = header.number + 1;
  const figures = inputs.networks.map(({ network, monthlyRevenue }) => {
    const mine = inputs.links.filter((l) => l.network.toLowerCase() === network.toLowerCase());
    const counted = mine.filter((l) => l.counted);
    const lost = counted.reduce((sum, l) => sum + (l.impact ?? 0), 0);
    const share = mine.length === 0 ? 0 : lost / 100 / mine.length;
    return { network, monthlyRevenue, audited: mine.length, counted: counted.length, lost, share, monthly: monthlyRevenue * share };
  });
  figures.forEach((f, index) => {
    const r = first + index;
    sheet.addRow([
      f.network,
      f.monthlyRevenue,
      { formula: `COUNTIF(${range('A')},A${r})`, result: f.audited },
      { formula: `COUNTIFS(${range('A')},A${r},${range('F')},"Yes")`, result: f.counted },
      { formula: `SUMIFS(${range('E')},${range('A')},A${r},${range('F')},"Yes")`, result: f.lost },
      { formula: `IF(C${r}=0,0,E${r}/100/C${r})`, result: f.share },
      { formula: `B${r}*F${r}`, result: f.monthly },
      { formula: `G${r}*12`, result: f.monthly * 12 },
    ]);
  });
  const end = first + figures.length - 1;
  const total = (column: string, pick: (f: (typeof figures)[number]) => number) => ({
    formula: `SUM(${column}${first}:${column}${end})`,
    result: figures.reduce((sum, f) => sum + pick(f), 0),
  });
  sheet.addRow(['Total', total('B', (f) => f.monthlyRevenue), total('C', (f) => f.audited), total('D', (f) => f.counted), null, null, total('G', (f) => f.monthly), total('H', (f) => f.monthly * 12)]).font = { bold: true };
  sheet.getColumn(1).width = 22;
  for (const column of [2, 7, 8]) sheet.getColumn(column).numFmt = MONEY(inputs.currency);
  sheet.getColumn(6).numFmt = '0.0%';
  for (const column of [2, 3, 4, 5, 6, 7, 8]) sheet.getColumn(column).width = 20;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
