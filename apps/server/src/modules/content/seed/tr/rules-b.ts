import type { Figures } from '../figures';
import type { ArticleText, RuleKeyB } from '../meta';

/** Türkçe: kopya işlem, kazanç ürünleri, NFT, OTC ve krediler, kuponlar, mini oyun. */
export const rulesB = (f: Figures): Record<RuleKeyB, ArticleText> => ({
  'rules-copy': {
    title: 'Kopya işlem kuralları',
    summary:
      'Bir trader’ın vadeli emirlerini sabit çarpan veya sabit lotla takip edin; kâr payı nasıl işler.',
    html: `
<p>Kopya işlem, takip ettiğiniz trader her vadeli pozisyon açtığında vadeli hesabınızda da bir pozisyon açar ve trader kapattığında onu kapatır. Kopyanız kendi piyasa fiyatından, olağan vadeli spread ve ücretleriyle girer.</p>
<h2>Takip etme</h2>
<ul>
<li>Aynı anda en fazla ${f.copyMaxFollows} trader takip edebilirsiniz. Trader'lar platform tarafından onaylanır; istatistikleri ${f.copyWindows} günlük dönemlerle gösterilir.</li>
<li><strong>Sabit çarpan:</strong> lotlarınız = trader'ın lotları × çarpanınız (${f.copyMultipleMin} ile ${f.copyMultipleMax} arası), tam lota aşağı yuvarlanır. Örnek: ${f.copyExLots} lotluk bir emirde ${f.copyExMultiple} çarpan ${f.copyExCopied} lot kopyalar; bir lottan küçük kopya atlanır.</li>
<li><strong>Sabit lot:</strong> her kopya aynı sayıda lot içerir (${f.lotsMin} ile ${f.lotsMax} arası).</li>
<li><strong>Zarar durdur:</strong> bütçenizin yüzde ${f.copyStopMin} ile yüzde ${f.copyStopMax} arası; ulaşıldığında takip durur ve kopyaları kapatılır.</li>
<li>Bir kopyayı kendiniz kapatabilir veya takibi istediğiniz zaman bırakabilirsiniz.</li>
</ul>
<h2>Kâr payı</h2>
<p>Her trader en fazla yüzde ${f.copyShareMax} olan bir kâr payı yayımlar. Yalnızca bir kopya kârla kapandığında ve yalnızca toplam kopya sonucunuzun (kopya ücretlerinden sonra) önceki en yüksek seviyesini (high-water mark) aşan kısmı için alınır. Yalnızca önceki bir zararı telafi eden kâr için pay ödenmez.</p>
<p>Sonuçlar kendi giriş ve çıkış fiyatlarınıza bağlıdır ve trader'ınkinden farklı olabilir. Geçmiş sonuçlar geleceği garanti etmez. <a href="#/pages/copytrade/copy">Trader'lara göz atın</a>.</p>`,
  },
  'rules-earn': {
    title: 'Kazanç kuralları: kilitli madencilik, IEO ve çift yatırım',
    summary:
      'Kilitli ürünlerin nasıl ödediği, erken çözmenin maliyeti, IEO tahsisi ve çift yatırım sonuçlandırması.',
    html: `
<h2>Kilitli madencilik</h2>
<p>Bir tutarı sabit sayıda gün için kilitlersiniz. Süre bir sonraki 00:00 UTC'de başlar; tamamlanan her UTC günü için tutar × o günün oranı kadar alırsınız. Oran, gün başlamadan önce ürünün aralığı içinde yayımlanır. Vade sonunda anapara geri gelir.</p>
<p>Örnek: yüzde ${f.lockExLow}–${f.lockExHigh} günlük oranla ${f.lockExYieldOn} USDT günde ${f.lockDivLow}–${f.lockDivHigh} USDT kazandırır.</p>
<p><strong>Erken çözme:</strong> ceza = ceza oranı × kalan gün × kilitli tutar (içinde bulunulan gün dahil). Örnek: oran yüzde ${f.lockExRate}, kalan ${f.lockExDays} gün, ${f.lockExAmount} kilitli: ceza ${f.lockPenalty}, geri gelen ${f.lockRefund}.</p>
<h2>IEO</h2>
<p>Yeni bir token, abonelik süresi boyunca sabit fiyatla sunulur. Abone olurken ödersiniz. Talep arzı aşarsa tüm talepler aynı oranla karşılanır ve kişi başı bir üst sınır vardır; tahsis edilen miktar × fiyat kadar ödersiniz, kalanı iade edilir. Tokenlar piyasaya çıkışta teslim edilir.</p>
<h2>Çift yatırım</h2>
<p>Sonuçlandırma vade tarihinde saat ${f.investHour}:00 UTC'de, önceki ${f.investSampleMin} dakikadaki akış fiyatlarının ortalamasıyla yapılır. Bu dakikalık fiyatlardan en az ${f.investSamplesNeeded} tanesi gerekir; akış kesintideyse sonuçlandırma bekler ve ${f.investFailHours} saat sonra emir başarısız olur, tüm yatırılan tutar getirisiz geri gelir.</p>
<ul>
<li><strong>Yüksekten sat</strong> (coin yatırılır): bağlı fiyatın altında coin = tutar × (1 + gün × yıllık oran ÷ 365); aksi halde USDT = tutar × bağlı fiyat × (1 + gün × yıllık oran ÷ 365).</li>
<li><strong>Düşükten al</strong> (USDT yatırılır): bağlı fiyatın üstünde USDT = tutar × (1 + gün × yıllık oran ÷ 365); aksi halde coin = tutar ÷ bağlı fiyat × (1 + gün × yıllık oran ÷ 365).</li>
</ul>
<p>Örnek: ${f.investExAmount} BTC, bağlı fiyat ${f.investExLinked}, yıllık oran yüzde ${f.investExApr}, ${f.investExDays} gün: ${f.investExLinked} altında sonuçlanırsa ${f.investBelow} BTC, aksi halde ${f.investAbove} USDT. <a href="#/pages/financial/index">Ürünleri görün</a>.</p>`,
  },
  'rules-nft': {
    title: 'NFT pazarı kuralları',
    summary:
      'Sabit fiyatlı satışlar, teminatlı açık artırmalar ve bir günlük ödeme süresi, olasılıkları yayımlanan sürpriz kutular.',
    html: `
<h2>Alım ve satım</h2>
<p>Eserler sabit fiyatla (bir ilan en fazla ${f.nftListingDays} gün kalır) veya açık artırmayla satılır ve spot hesabınızdan ödenir. Her satışta platform ücreti fiyatın yüzde ${f.nftFee} oranıdır; yeniden satışlarda yaratıcı, eser için belirlenen telif payını (en fazla yüzde ${f.nftRoyaltyMax}) alır. Kalanı satıcıya gider.</p>
<h2>Açık artırmalar</h2>
<ul>
<li>Teklif vermek için önce her açık artırma için bir kez teminat ödersiniz (varsayılan olarak başlangıç fiyatının yüzde ${f.nftDeposit} oranı).</li>
<li>Teklif en az mevcut teklif artı artış adımı olmalıdır. Önde olan teklifiniz bloke edilir ve biri sizi geçtiğinde serbest bırakılır.</li>
<li>Son ${f.nftSnipeMin} dakika içindeki bir teklif açık artırmayı ${f.nftExtendMin} dakika uzatır.</li>
<li>Diğer katılımcıların teminatları açık artırma bitince iade edilir.</li>
<li>Kazanan bir gün (${f.nftPayHours} saat) içinde ödeme yapmalıdır. Ödemeyen kazanan teminatını kaybeder: platform ücreti platforma, kalanı satıcıya gider.</li>
</ul>
<h2>Sürpriz kutular</h2>
<p>Her seri olasılık tablosunu yayımlar (en fazla ${f.nftMaxPrizes} ödül, ${f.nftMaxBoxes} kutu). Satış açılmadan önce platform bir taahhüt, yani gizli bir tohumun SHA-256 özetini yayımlar. Her kutunun içeriği bu tohum, kutu kodu ve sıra numarasıyla çekilir. Seri tükendiğinde veya sona erdiğinde tohum açıklanır ve herkes her çekilişi yeniden hesaplayıp taahhütle karşılaştırabilir. <a href="#/pages/nft/nft">NFT pazarını ziyaret edin</a>.</p>`,
  },
  'rules-otc-loans': {
    title: 'OTC ve kripto kredi kuralları',
    summary:
      '60 saniye sabit teklifler, doğrulama seviyesine göre limitler; teminat oranı, saatlik faiz ve tasfiye.',
    html: `
<h2>OTC hızlı alım</h2>
<ul>
<li>Fiat para karşılığında coin alır veya satarsınız. Teklif = piyasa fiyatı × döviz kuru, artı veya eksi bir spread (varsayılan yüzde ${f.otcSpread}) ve ${f.otcQuoteS} saniye sabit kalır.</li>
<li>Emir başına varsayılan olarak ${f.otcMin} ile ${f.otcMax} USDT değerinde; Lv1 doğrulamayla en fazla ${f.otcLv1} USDT, Lv2 ile ${f.otcLv2} USDT. Doğrulanmamış hesaplar OTC işlemi yapamaz.</li>
<li>Alım emrinden sonra ödeme süresi içinde (varsayılan ${f.otcPayMin} dakika) ödeyin ve emri ödendi olarak işaretleyin; bir operatör ödemeyi onaylar ve coinler hesabınıza geçer. Ödenmeyen emrin süresi dolar.</li>
</ul>
<h2>Kripto krediler</h2>
<ul>
<li>Spot hesabınızdaki BTC veya ETH teminatıyla USDT borç alırsınız; vadesiz veya ${f.loanTerms} günlük.</li>
<li><strong>Teminat oranı (LTV)</strong> = borç ÷ (teminat × fiyat) × 100; borç = anapara + ödenmemiş faiz. Her ürün üç seviye yayımlar: başlangıç LTV (alabileceğiniz en fazla), teminat çağrısı LTV (uyarılırsınız ve teminat ekleyebilirsiniz) ve tasfiye LTV.</li>
<li>Faiz, ürünün yayımlanan saatlik oranıyla kalan anapara üzerinden her saat işler. Geri ödeme önce faizi, sonra anaparayı kapatır.</li>
<li>LTV tasfiye seviyesine ulaştığında veya vade ödenmeden bittiğinde teminat piyasa fiyatından satılır: borç kapatılır ve kalanı size döner. Satış borcu karşılamazsa aradaki farkı platform üstlenir.</li>
</ul>
<p><a href="#/pages/otc/otc">OTC</a> · <a href="#/pages/common/borrowing">Krediler</a></p>`,
  },
  coupons: {
    title: 'Deneme kuponu kuralları',
    summary:
      'Kuponu vadeli teminatı veya opsiyon tutarı olarak kullanın: kâr sizin, kupon değeri pozisyon kapanınca geri döner.',
    html: `
<p>Deneme kuponları, vadeli işlemleri ve saniyelik opsiyonları kendi paranız yerine platformun parasıyla denemenizi sağlar.</p>
<ul>
<li>Bir kuponun USDT cinsinden bir değeri ve son kullanma tarihi vardır. Kuponlarınızı <a href="#/pages/setting/coupon">Ayarlar → Kuponlar</a> bölümünde bulursunuz.</li>
<li>Kullanılmamış bir kuponla bir vadeli piyasa emrinin teminatının veya bir saniyelik opsiyon tutarının bir kısmını ya da tamamını ödeyebilirsiniz; kalanını (ve vadeli işlem ücretini) kendiniz ödersiniz. Bir kupon tek bir pozisyon veya emir için kullanılır.</li>
<li>Pozisyon kapandığında veya opsiyon sonuçlandığında kuponun değeri ödemeden platforma geri döner. Zararlar önce kupon değerinden düşülür; <strong>kendi payınız ve kâr sizindir</strong>. Kullanımdaki bir kupon, son kullanma tarihinden bağımsız olarak pozisyonu kapanana kadar kullanımda kalır.</li>
<li>Son kullanma tarihine kadar kullanılmayan kuponun süresi dolar ve artık kullanılamaz. Kuponlar çekilemez, devredilemez ve nakde çevrilemez.</li>
</ul>
<p>Kuponla işlem de ürünün fiyatlar, sonuçlandırma ve tasfiye dahil olağan kurallarına tabidir.</p>`,
  },
  game: {
    title: 'Mini oyun kuralları',
    summary:
      'Ücretsiz puanlarla yükselişi veya düşüşü tahmin edin — asla para değil — ve günlük sıralamada yükselin.',
    html: `
<p>Mini oyun, <strong>yalnızca puanlarla</strong> oynanan ücretsiz bir tahmin oyunudur. Puanların nakit değeri yoktur, asla para değildir ve bakiyelerinize asla dokunmaz.</p>
<ul>
<li>Her UTC gününe ${f.gameDaily} puanla başlarsınız; önceki günün puanları devretmez.</li>
<li>Bir çift (${f.gameSymbols}), ${f.gameStakes} puanlık bir bahis, yükseliş veya düşüş ve ${f.gameSeconds} saniyelik bir tur seçin.</li>
<li>Başlangıç fiyatı oynadığınız andaki piyasa akışı fiyatıdır; bitiş fiyatı akışın bitiş saniyesinde kaydettiği fiyattır.</li>
<li>Kazanç: bahsin iki katı geri gelir. Kayıp: bahis kaybedilir. Eşit fiyat veya kayıtlı fiyat yoksa: bahis geri gelir.</li>
<li>Günlük sıralama, o gün kazanılan puana göre ilk ${f.gameBoard} oyuncuyu gösterir.</li>
</ul>
<p><a href="#/pages/game/game">Şimdi oyna</a>.</p>`,
  },
});
