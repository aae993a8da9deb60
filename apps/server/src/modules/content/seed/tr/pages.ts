import type { Figures } from '../figures';
import type { ArticleText, PageKey } from '../meta';

/** Türkçe: hakkımızda, SSS, iletişim, operasyonel uyum, davet kuralları, açılır pencere ve ana sayfa afişleri. */
export const pages = (f: Figures): Record<PageKey, ArticleText> => ({
  about: {
    title: 'Meridian hakkında',
    summary:
      'Tek bir ilke üzerine kurulu bir alım satım ve finans uygulaması: sonuçlar piyasa fiyatlarından ve yayımlanan kurallardan gelir.',
    html: `
<p>Meridian mobil bir alım satım ve finans platformudur: spot, vadeli, saniyelik opsiyon, kopya işlem, kazanç ürünleri, NFT pazarı, OTC alım ve kripto krediler, tek bir hesapta.</p>
<h2>Dürüst bir platform</h2>
<ul>
<li><strong>Fiyatlar yalnızca piyasa akışından gelir.</strong> Meridian'da hiç kimse bir fiyatı belirleyemez veya değiştiremez.</li>
<li><strong>Sonuçlar yayımlanan kurallardan gelir.</strong> Her gerçekleşme, tasfiye, opsiyon sonuçlandırması ve sürpriz kutu çekilişi uygulamada yayımlanan kurallara uyar; hiçbir operatör kazananı seçemez.</li>
<li><strong>Her sonuçlandırma fiyatlarını saklar.</strong> Sonuçlanan her emir, onu belirleyen fiyatları ve zamanları saklar ve bunları görebilirsiniz.</li>
<li><strong>Çift taraflı kayıt defteri.</strong> Her bakiye değişikliği, yalnızca ekleme yapılan ve her zaman dengede olan bir yevmiye kaydıdır; düzeltmeler yeni kayıtlarla yapılır, asla değiştirilmez.</li>
<li><strong>Operatörler bakiyeleri veya fiyatları değiştiremez.</strong> Personel yatırma, çekim ve doğrulamaları inceler; yaptığı her işlem denetim kaydına yazılır.</li>
<li><strong>Demo modu açıkça belirtilir.</strong> Bir kurulum simüle fiyatlarla çalıştığında demo borsadır: uygulama bunu açıkça söyler ve değeri olmayan demo fonları sunar.</li>
</ul>
<p>Sorularınız mı var? <a href="#/pages/common/faq">SSS</a> bölümüne bakın veya <a href="#/pages/kefu/index">destekle sohbet edin</a>.</p>`,
  },
  faq: {
    title: 'Sık sorulan sorular',
    summary: 'Hesap, doğrulama, yatırma, çekim, transfer, ücretler, güvenlik ve destek.',
    html: `
<h3>Nasıl hesap açarım?</h3>
<p>E-posta veya telefonunuz ve ${f.codeDigits} haneli bir doğrulama koduyla (${f.codeMinutes} dakika geçerli) kaydolun. Davet kodu isteğe bağlıdır.</p>
<h3>Doğrulama seviyeleri nelerdir?</h3>
<p>Lv1 (temel) ve Lv2 (gelişmiş), ${f.kycReviewHours} saat içinde incelenir. Lv1: 24 saatte ${f.kycLv1Btc} BTC değerine kadar çekim ve işlem başına ${f.kycLv1Fiat} USDT'ye kadar fiat işlemi. Lv2: 24 saatte ${f.kycLv2Btc} BTC ve fiat işlemi başına ${f.kycLv2Fiat} USDT.</p>
<h3>Nasıl para yatırırım?</h3>
<p>Para birimini ve ağı seçin, fonları gösterilen adrese gönderin, ardından tutarı bir ödeme belgesiyle (ekran görüntüsü veya makbuz) bildirin. Bir operatör kontrol eder ve tutar spot hesabınıza geçer.</p>
<h3>Nasıl para çekerim?</h3>
<p>Çekimler Lv1 doğrulama ve ödeme şifrenizi gerektirir. Asgari tutarlar ve ücretler: USDT ${f.wdUsdtMin} / ${f.wdUsdtFee}, BTC ${f.wdBtcMin} / ${f.wdBtcFee}, ETH ${f.wdEthMin} / ${f.wdEthFee}. Tutar, bir operatör ödeyene kadar bloke kalır veya talep reddedilirse geri döner.</p>
<h3>Dört hesabım nedir?</h3>
<p>Fiat, spot, vadeli ve opsiyon. Yatırılan tutarlar spota gelir; vadeli işlemler vadeli hesabı, saniyelik opsiyonlar opsiyon hesabını kullanır. Aralarındaki transferler anında ve ücretsizdir.</p>
<h3>İşlem yapmanın maliyeti nedir?</h3>
<p>Spot maker yüzde ${f.spotMaker} / taker yüzde ${f.spotTaker}; vadeli açılışta yüzde ${f.futuresFee} artı gece başına yüzde ${f.futuresOvernight}; saniyelik opsiyonlarda ücret yok. <a href="#/pages/common/announcements">Ücret tablosuna</a> bakın.</p>
<h3>Ödeme şifresi nedir?</h3>
<p>Giriş şifrenizden ayrı, çekimleri onaylayan ikinci bir şifredir. Ayarlar → Güvenlik bölümünden belirleyin.</p>
<h3>Ne kadar süre oturum açık kalır?</h3>
<p>Oturum ${f.sessionShortHours} saat kullanılmazsa, "oturumu açık tut" seçtiyseniz ${f.sessionLongDays} gün kullanılmazsa sona erer. Oturumlarınızı Ayarlar'dan görebilir ve kapatabilirsiniz.</p>
<h3>Demo fonları nedir?</h3>
<p>Fiyatlar simüle edildiğinde Meridian bir demo borsadır. Bir kez ${f.demoClaim} USDT demo fonu alabilir, bakiyeniz ${f.demoBelow} USDT'nin altındayken günde en fazla bir kez ${f.demoTopUp} USDT yükleyebilirsiniz. Demo fonlarının değeri yoktur.</p>
<h3>Fiyatlara ve sonuçlara kim karar verir?</h3>
<p>Yalnızca piyasa akışı ve yayımlanan kurallar. Sonuçlanan her emir, onu belirleyen fiyatları ve zamanları gösterir.</p>
<h3>Personel bakiyemi değiştirebilir mi?</h3>
<p>Hayır. Bakiyeler yalnızca platform kurallarının oluşturduğu defter kayıtlarıyla değişir; operatör işlemleri denetlenir.</p>
<h3>Arkadaşlarımı nasıl davet ederim?</h3>
<p><a href="#/pages/setting/share">Arkadaş davet et</a> bölümünden bağlantınızı veya QR kodunuzu paylaşın; onların işlem ücretlerinin yüzde ${f.inviteRate} kadarını alırsınız.</p>
<h3>Destekle nasıl iletişime geçerim?</h3>
<p>7/24 açık olan <a href="#/pages/kefu/index">destek sohbetini</a> açın.</p>`,
  },
  contact: {
    title: 'Bize ulaşın',
    summary: 'Uygulama içi destek sohbeti 7/24 açık; e-postalara 24 saat içinde yanıt.',
    html: `
<h2>Destek sohbeti</h2>
<p>Bize ulaşmanın en hızlı yolu, haftanın 7 günü 24 saat açık olan uygulama içi <a href="#/pages/kefu/index">destek sohbetidir</a>. Ekran görüntüsü ekleyebilirsiniz ve konuşma geçmişi sohbette kalır.</p>
<h2>E-posta</h2>
<p><a href="mailto:support@meridian.example">support@meridian.example</a> — 24 saat içinde yanıtlıyoruz. Hesabınızın e-posta adresinden yazın ve şifrenizi, ödeme şifrenizi veya doğrulama kodlarınızı asla göndermeyin: Meridian personeli bunları asla istemez.</p>
<p>Hızlı yanıt için hesabınızın e-postasını veya telefon numarasını, yatırma, çekim ya da emirle ilgiliyse kayıt numarasını ve zamanını belirtin.</p>
<h2>Kayıtlı merkez</h2>
<p><em>[Yer tutucu: operatörün kayıtlı şirket unvanı ve adresi burada yayımlanır.]</em></p>
<h2>Şikâyetler</h2>
<p>Bir yanıttan memnun kalmazsanız, sohbette talebinizin şikâyet olarak ele alınmasını isteyin; alındığını teyit eder ve yazılı olarak yanıtlarız.</p>`,
  },
  compliance: {
    title: 'Operasyonel uyum',
    summary:
      'Kimlik doğrulama, kara para aklamayla mücadele, kısıtlı bölgeler, kayıt saklama, risk bildirimi ve şikâyetler.',
    html: `
<h2>Müşterini tanı</h2>
<p>Çekimler ve fiat işlemleri kimlik doğrulaması gerektirir. Lv1 ve Lv2 doğrulamaları personelimizce ${f.kycReviewHours} saat içinde incelenir; limitler seviyeye bağlıdır.</p>
<h2>Kara para aklamayla mücadele</h2>
<p>Yatırmalar ödeme belgeleriyle karşılaştırılır ve çekimler ödenmeden önce incelenir. Ek bilgi isteyebiliriz; kara para aklama, dolandırıcılık veya terörün finansmanıyla ilgili görünen faaliyetleri reddeder ya da bildiririz.</p>
<h2>Kısıtlı bölgeler</h2>
<p>Meridian, uluslararası yaptırımlara tabi ülke ve bölgelerde yaşayanlara ve hizmetlerinin izin verilmediği yerlerde yaşayanlara hizmet vermez. Yaşadığınız yerin yasalarına uymak sizin sorumluluğunuzdadır.</p>
<h2>Kayıt saklama</h2>
<p>Tüm bakiye değişiklikleri yalnızca ekleme yapılan çift taraflı bir defterde tutulur; her sonuçlandırma onu belirleyen fiyatları ve zamanları saklar; her operatör işlemi denetim kaydına yazılır. Kayıtlar yasanın gerektirdiği şekilde saklanır.</p>
<h2>Risk bildirimi</h2>
<p>İşlem yapmak yüksek kayıp riski taşır; işlem yapmadan önce <a href="#/pages/common/announcements">risk uyarısını</a> ve her ürünün kurallarını okuyun.</p>
<h2>Demo piyasa</h2>
<p>Fiyatlar simüle edildiğinde uygulama bir demo borsadır ve bunu belirtir. Demo fiyatların ve demo fonlarının değeri yoktur ve hiçbir hak doğurmaz.</p>
<h2>Şikâyetler</h2>
<p>Şikâyetlerinizi <a href="#/pages/kefu/index">destek sohbeti</a> üzerinden veya support@meridian.example adresine gönderin; alındığını teyit eder ve yazılı olarak yanıtlarız.</p>`,
  },
  'invite-rules': {
    title: 'Davet ve iade kuralları',
    summary: `Arkadaşlarınızı davet edin, spot ve vadeli işlem ücretlerinin yüzde ${f.inviteRate} kadarını alın.`,
    html: `
<p>Davet bağlantınızı veya QR kodunuzu paylaşın. Kodunuzla kaydolan bir arkadaşınız davetliniz olur.</p>
<h2>Ne alırsınız</h2>
<ul>
<li>Davetlilerinizin ödediği her spot ve vadeli işlem ücretinin yüzde ${f.inviteRate} kadarı.</li>
<li>İade, ücretin para biriminde ödenir ve spot hesabınıza yatırılır; genellikle işlemden birkaç dakika sonra.</li>
<li>Yalnızca tek seviye: doğrudan davet ettiğiniz arkadaşlardan iade alırsınız, onların davet ettiklerinden değil.</li>
<li>Davet sayfanız davet ettiğiniz arkadaşları ve aldığınız her iadeyi gösterir.</li>
</ul>
<h2>Adil kullanım</h2>
<ul>
<li>Kendinizi davet edemez veya kendi işlemlerinizden iade almak için birden fazla hesap kullanamazsınız.</li>
<li>Kötüye kullanımdan doğan iadeler bir düzeltme kaydıyla geri alınabilir ve hesap incelenebilir.</li>
</ul>
<p><a href="#/pages/setting/share">Hemen arkadaş davet edin</a>.</p>`,
  },
  welcome: {
    title: "Meridian'a hoş geldiniz",
    summary: 'İşlem yapmadan önce lütfen risk bildirimini okuyun.',
    html: `
<p>Meridian'a hoş geldiniz. Fiyatlar yalnızca piyasa akışından gelir ve her sonuç yayımlanan kurallara uyar.</p>
<p><strong>Risk bildirimi:</strong> kripto varlıklar oynaktır; vadeli pozisyonlar tasfiye edilebilir ve saniyelik bir opsiyon yatırılan tutarın tamamını kaybedebilir. Yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın.</p>
<p><a href="#/pages/common/announcements">Kuralları ve ücretleri okuyun</a></p>`,
  },
  'banner-copy': {
    title: 'En iyi trader’ları kopyalayın',
    summary: 'Bir trader’ı takip edin ve vadeli emirlerini otomatik kopyalayın.',
    html: '<p>Bir trader seçin, çarpanınızı veya lotlarınızı ve zarar durdurmayı ayarlayın, her emri kopyalayın.</p>',
  },
  'banner-earn': {
    title: 'Coinleriniz sizin için çalışsın',
    summary: 'Yayımlanan oranlarla kilitli madencilik, IEO ve çift yatırım.',
    html: '<p>Kilitli coinlerinizle günlük getiri kazanın veya yeni tokenlara abone olun.</p>',
  },
  'banner-invite': {
    title: 'Arkadaşlarını davet et, iade kazan',
    summary: `Arkadaşlarınızın işlem ücretlerinin yüzde ${f.inviteRate} kadarını alın.`,
    html: '<p>Bağlantınızı paylaşın; arkadaşlarınızın ödediği her spot ve vadeli ücretten iade alın.</p>',
  },
});
