import type { Figures } from '../figures';
import type { ArticleText, RuleKeyA } from '../meta';

/** Türkçe: ücret tablosu, risk uyarısı ve işlem kuralları (spot, vadeli, saniyelik opsiyon). */
export const rulesA = (f: Figures): Record<RuleKeyA, ArticleText> => ({
  fees: {
    title: 'Ücret tablosu',
    summary: 'Meridian’ın aldığı tüm ücretler tek yerde: işlem, çekim ve diğer ürünler.',
    html: `
<p>Meridian her ücreti siz ödemeden önce yayımlar. Her emrin onay ekranı ücretini gösterir ve sonradan hiçbir şey eklenmez. Yatırma işlemleri ve kendi hesaplarınız arasındaki transferler ücretsizdir.</p>
<h2>İşlem</h2>
<table>
<tr><th>Ürün</th><th>Ücret</th></tr>
<tr><td>Spot, maker (emriniz defterde bekler)</td><td>Her gerçekleşmenin %${f.spotMaker}'i</td></tr>
<tr><td>Spot, taker (emriniz hemen gerçekleşir)</td><td>Her gerçekleşmenin %${f.spotTaker}'i</td></tr>
<tr><td>Vadeli, işlem ücreti</td><td>Nominal değerin %${f.futuresFee}'i, yalnızca açılışta</td></tr>
<tr><td>Vadeli, gecelik ücret</td><td>Pozisyonun 00:00 UTC'yi geçtiği her gün için nominal değerin %${f.futuresOvernight}'si</td></tr>
<tr><td>Vadeli, spread</td><td>İşaret fiyatının %${f.futuresSpread}'i, girişte ve çıkışta</td></tr>
<tr><td>Saniyelik opsiyon</td><td>%${f.optFee} — onaydan önce gösterilen ödeme her şeydir</td></tr>
</table>
<p>Spotta alıcı ücreti aldığı varlıkla, satıcı aldığı kotasyon para birimiyle öder.</p>
<h2>Çekimler</h2>
<table>
<tr><th>Para birimi</th><th>Asgari</th><th>Çekim başına ücret</th></tr>
<tr><td>USDT</td><td>${f.wdUsdtMin}</td><td>${f.wdUsdtFee}</td></tr>
<tr><td>BTC</td><td>${f.wdBtcMin}</td><td>${f.wdBtcFee}</td></tr>
<tr><td>ETH</td><td>${f.wdEthMin}</td><td>${f.wdEthFee}</td></tr>
</table>
<p>Ücret tutardan düşülür; çekim ekranı ulaşacak tutarı gösterir.</p>
<h2>Diğer ürünler</h2>
<ul>
<li><strong>NFT:</strong> her satışta fiyatın %${f.nftFee}'i platform ücreti olarak fiyattan düşülür; yeniden satışlarda yaratıcının telif payı, en fazla %${f.nftRoyaltyMax}.</li>
<li><strong>OTC:</strong> ayrı ücret yoktur; teklif bir spread içerir (varsayılan olarak piyasa fiyatından %${f.otcSpread}) ve onaydan önce gösterilir.</li>
<li><strong>Krediler:</strong> yalnızca faiz; ürünün yayımlanan saatlik oranıyla anapara üzerinden her saat işler.</li>
<li><strong>Kopya işlem:</strong> kopyalanan pozisyonlar yukarıdaki vadeli ücretlerini öder; trader, yalnızca en yüksek seviyenizin (high-water mark) üzerindeki kârdan en fazla %${f.copyShareMax} pay alabilir.</li>
<li><strong>Kilitli madencilik:</strong> ücret yoktur; erken çözme yayımlanan cezaya tabidir.</li>
</ul>`,
  },
  risk: {
    title: 'Risk uyarısı',
    summary: 'Kripto varlık, vadeli ve opsiyon işlemleri hızla para kaybettirebilir. Önce bunu okuyun.',
    html: `
<p>Meridian'da işlem yapmak yüksek risk içerir ve herkes için uygun değildir. Yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın.</p>
<h2>Oynaklık</h2>
<p>Kripto varlık fiyatları bir günde yüzde onlarca hareket edebilir ve piyasalar kesintisiz işler. Fiyat boşluk yapabilir: bir sonraki fiyat öncekinden çok uzak olabilir.</p>
<h2>Kaldıraç ve tasfiye</h2>
<p>Vadeli işlemler hem kazancı hem kaybı seçtiğiniz kaldıraçla (en fazla ${f.futuresMax}×) çarpar. Zararlar teminatın %${f.futuresLiqLossPct}'ini tükettiğinde pozisyon otomatik olarak tasfiye edilir. ${f.exLeverage}× kaldıraçta yaklaşık %${f.exLiqMovePct}'lik ters bir hareket yeterlidir. Gecelik ücret teminatı her gün azaltır.</p>
<h2>Saniyelik opsiyonlar</h2>
<p>Yanlış tarafta biten bir opsiyon <strong>yatırılan tutarın tamamını</strong> kaybeder. Çok kısa sürelerde hareket şansa yakındır; geçmiş kazançlar bir sonraki emir hakkında hiçbir şey söylemez.</p>
<h2>Diğer ürünler</h2>
<ul>
<li>Kopya işlem kazançları olduğu kadar kayıpları da kopyalar.</li>
<li>Değişken getirili ürünler beklenenden az ödeyebilir; çift yatırım başka bir para biriminde geri ödenebilir.</li>
<li>Kredinin teminat oranı tasfiye seviyesine ulaştığında teminat satılır.</li>
</ul>
<p>Meridian'daki hiçbir şey yatırım tavsiyesi değildir. Sonuçlar yalnızca piyasa fiyatları ve yayımlanan kurallarla belirlenir; her ürünün <a href="#/pages/common/announcements">kurallarını</a> okuyun.</p>`,
  },
  'rules-spot': {
    title: 'Spot işlem kuralları',
    summary: 'Limit ve piyasa emirleri, geçerlilik türleri, asgari emir tutarı ve ücretler.',
    html: `
<p>Spot işlem, spot hesabınızdan bir varlığı anında başka bir varlıkla değiştirir. Aldığınız varlık sizindir; kaldıraç yoktur.</p>
<h2>Emirler</h2>
<ul>
<li><strong>Limit emri:</strong> sizin fiyatınızdan veya daha düşükten alır, sizin fiyatınızdan veya daha yüksekten satar.</li>
<li><strong>Piyasa emri:</strong> defterdeki en iyi fiyatlardan gerçekleşir. Piyasa alışı miktar × en iyi satış fiyatı × (1 + %${f.spotCollar}) tutarını bloke eder ve asla daha fazlasını ödemez; bu sınırın gerçekleşmeden bıraktığı kısım iptal edilir.</li>
<li><strong>Geçerlilik:</strong> GTC (gerçekleşene veya iptal edilene kadar bekler), IOC (hemen gerçekleşebileni gerçekleştirir, kalanı iptal eder), FOK (hemen tamamen gerçekleşir ya da hiç gerçekleşmez).</li>
</ul>
<p>Asgari emir tutarı kripto çiftlerinde ${f.spotMinCrypto} USDT, hisse çiftlerinde ${f.spotMinStock} USDT'dir. Açık bir emir fonlarını bloke eder; iptal etmek gerçekleşmeyen kısmı serbest bırakır.</p>
<h2>Ücretler</h2>
<p>Maker %${f.spotMaker}, taker %${f.spotTaker}; her gerçekleşmede aldığınız tutardan düşülür. Emrin üzerine ayrıca ücret bloke edilmez.</p>
<p>Her gerçekleşme fiyatını ve zamanını kaydeder; bunları emir geçmişinizde görürsünüz. Şimdi işlem yapın: <a href="#/pages/transaction/currency">spot</a>.</p>`,
  },
  'rules-futures': {
    title: 'Vadeli işlem kuralları',
    summary: 'Lotlar, kaldıraç, izole teminat, tasfiye ve ücretler; hesaplanmış bir örnekle.',
    html: `
<p>Vadeli işlemler, vadeli hesabınızdaki USDT ile bir çiftte kaldıraçlı uzun veya kısa pozisyon açmanızı sağlar. Her pozisyonun kendi teminatı vardır (izole teminat): bir pozisyon asla teminatından fazlasını kaybedemez.</p>
<h2>Emirler</h2>
<ul>
<li><strong>Lotlar:</strong> ${f.lotsMin} ile ${f.lotsMax} arasında tam sayılar; her çift bir lotun ne kadar varlığa karşılık geldiğini yayımlar.</li>
<li><strong>Kaldıraç:</strong> ${f.leverages}×.</li>
<li><strong>Teminat</strong> = nominal değer ÷ kaldıraç. <strong>Nominal değer</strong> = fiyat × miktar.</li>
<li>Piyasa emri işaret fiyatı ± %${f.futuresSpread} spread ile girer; limit emri işaret fiyatı sizin fiyatınıza ulaşana kadar bekler ve tam olarak o fiyattan girer.</li>
<li>Çiftin son fiyatı ${f.futuresPriceAgeS} saniyeden eskiyse emir reddedilir. Aynı anda en fazla ${f.futuresMaxLive} açık pozisyon ve bekleyen emir olabilir.</li>
</ul>
<h2>Ücretler</h2>
<p>Açılışta nominal değerin %${f.futuresFee}'i işlem ücreti (kapanışta yok); 00:00 UTC'yi geçen her gün için nominal değerin %${f.futuresOvernight}'si gecelik ücret, teminattan düşülür.</p>
<h2>Tasfiye</h2>
<p>Risk = (teminat + kâr/zarar) ÷ açılış teminatı × 100. İşaret fiyatı bunu %${f.futuresLiqRisk}'ye düşürdüğünde pozisyon o fiyattan kapatılır. Bir fiyat boşluğu zararı teminatın ötesine taşırsa, kalanını platformun sigorta hesabı üstlenir: bakiyeniz asla eksiye düşmez.</p>
<h2>Örnek</h2>
<p>${f.exLeverage}× kaldıraçlı ${f.exNotional} USDT'lik bir pozisyon ${f.exMargin} USDT teminat gerektirir ve ${f.exFee} USDT işlem ücreti, ardından gece başına ${f.exOvernight} USDT öder. ${f.exLiqLoss} USDT zarardan, yani %${f.exLiqMovePct}'lik ters hareketten sonra tasfiye edilir.</p>
<p>Her kapanış fiyatı, zamanı ve nedeni kaydeder. Şimdi işlem yapın: <a href="#/pages/transaction/contract">vadeli</a>.</p>`,
  },
  'rules-options': {
    title: 'Saniyelik opsiyon kuralları',
    summary:
      'Belirli bir süre sonunda yükseliş mi düşüş mü: süreler, ödeme oranları ve her emrin nasıl sonuçlandığı.',
    html: `
<p>Saniyelik opsiyon bir tahmindir: seçilen süre bittiğinde fiyat daha yüksek mi (yükseliş) yoksa daha düşük mü (düşüş) olacak? Emir kabul edildiğinde tutar, opsiyon hesabınızdan USDT olarak ödenir.</p>
<h2>Süreler</h2>
<table>
<tr><th>Süre</th><th>Ödeme oranı</th><th>Tutar (USDT)</th></tr>
${f.tiers.map((t) => `<tr><td>${t.seconds} sn</td><td>%${t.ratio}</td><td>${t.min} – ${t.max}</td></tr>`).join('\n')}
</table>
<p>İşlem ekranında gösterilen süreler geçerli olanlardır.</p>
<h2>Sonuçlandırma</h2>
<ul>
<li>Giriş fiyatı, emrin kabul edildiği andaki piyasa akışı fiyatıdır (bu fiyat ${f.optPriceAgeS} saniyeden eskiyse reddedilir).</li>
<li>Emir tam olarak bitiş saniyesinde, o saniye boyunca geçerli olan akış fiyatıyla sonuçlanır. Sonraki bir fiyat sonucu asla belirlemez.</li>
<li><strong>Kazanç</strong> (yükseliş ve bitiş fiyatı daha yüksek ya da düşüş ve daha düşük): tutar × (1 + oran) geri gelir.</li>
<li><strong>Beraberlik</strong> (eşit fiyatlar): tutar geri gelir.</li>
<li><strong>Kayıp:</strong> tutarın tamamı kaybedilir.</li>
<li>Bitiş saniyesi için fiyat kaydedilmemişse emir geçersiz sayılır ve tutar geri gelir.</li>
</ul>
<p>Örnek: %${f.optTierRatio} oranlı ${f.optTierSeconds} sn süresine ${f.optStake} USDT, kazançta ${f.optWinPayout} USDT, beraberlikte ${f.optStake} USDT getirir, kayıpta hiçbir şey getirmez. Ücret yoktur. Aynı anda en fazla ${f.optMaxOpen} açık emir. Sonuçlandıktan sonra her emir iki fiyatı ve zamanlarını gösterir.</p>`,
  },
});
