import { agencyUpfrontText, startingPrice, usd } from '../plan-prices.ts'
import type { PageContent } from '../page-content.ts'
import { planById } from './plans.ts'
import { unbroken } from '../unbroken.ts'

const allInclusive = planById('allInclusive')

export const about = {
  title: 'Nosotros',
  paragraphs: [
    {
      text: 'Nuestra misión es ayudar a los pequeños negocios a usar las mismas herramientas que usan las grandes marcas — sitios web rápidos, asistentes de IA, reservas en línea y marketing inteligente — sin el precio de una gran marca.',
      visitorWords: [
        'quienes son ustedes',
        'quien esta detras del estudio',
        'su mision',
        'que buscan hacer',
        'para que existen',
        'competir con las cadenas grandes',
        'competir con empresas grandes',
        'lo mismo que las grandes marcas',
        'su objetivo',
        'su historia',
        'sobre el estudio',
        'a que se dedican',
      ],
    },
    {
      text: `Nuestros precios son claros: cada plan y su precio están en esta página, mientras que muchas agencias cobran ${agencyUpfrontText('es')} por adelantado antes de que usted vea una sola página. Lanzamos la mayoría de los sitios en ${unbroken('1–2 semanas')} y ofrecemos planes mensuales que comienzan con solo el pago del primer mes.`,
      visitorWords: [
        'comparado con una agencia',
        'una agencia me cobraba miles',
        'me cotizaron miles de dolares',
        'por que elegirlos',
        'un freelancer',
        'que los hace diferentes',
        'por que tan barato',
        'puedo confiar en ustedes',
        'cobros ocultos',
        'costos escondidos',
        'otras compañias',
      ],
    },
    {
      text: 'Trabajamos con restaurantes, spas, consultorios dentales, empresas de HVAC, gimnasios, escuelas, talleres mecánicos y tiendas en línea, y medimos nuestro trabajo por una sola cosa: más clientes para usted.',
      visitorWords: [
        'como miden el exito',
        'resultados',
        'beneficios',
        'vale la pena',
        'me va a traer clientes',
        'sirve de algo',
        'que gano yo',
        'mas ventas',
      ],
    },
  ],
  facts: [
    { value: unbroken('1–2 semanas'), label: 'del arranque al lanzamiento' },
    { value: usd(startingPrice, 'es'), label: 'precio inicial, pago único' },
    {
      value: usd(allInclusive.price.upfront ?? 0, 'es'),
      label: `de instalación en ${allInclusive.name}`,
    },
  ],
} satisfies PageContent['about']
